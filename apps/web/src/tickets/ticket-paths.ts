/** The customer's tickets (spec 000 §2 `/account/tickets/{slug?}`): the list, or one ticket by its id. */
export const TICKETS_PATH = '/account/tickets';
export const ticketPath = (id: number) => `${TICKETS_PATH}/${id}`;
