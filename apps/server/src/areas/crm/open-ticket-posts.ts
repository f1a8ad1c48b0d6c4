import { sql } from 'kysely';
import type { WriteCheck } from '../engine/write-checks.js';

/**
 * A post is written only in a ticket that is not locked (409 `ticket.error.locked`), and what it
 * says changes the unread marks: a word from anyone but the ticket's owner (an answer) leaves it
 * read for the desk and unread for the owner; the owner's own word the other way round. Registered on TicketPost, so every path that writes a post
 * (the conversation call, the generic resource) keeps the rule. The check takes the ticket's row
 * lock after the post is inserted: a lock being written waits for the post's commit, or the post
 * waits for the lock's and then sees it, so a post never lands in a ticket locked before it. The
 * lock is FOR NO KEY UPDATE: the post's foreign key already holds a KEY SHARE lock on the ticket,
 * which FOR UPDATE would conflict with — two posts at once would each wait for the other
 * (a deadlock on PostgreSQL); NO KEY UPDATE queues them and still conflicts with the lock's update.
 */
export const openTicketPosts: WriteCheck = {
  check: async (trx, write) => {
    if (write.op !== 'create') return null;
    const ticketId = Number(write.after?.ticketId);
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT is_locked AS locked FROM tickets WHERE id = ${ticketId} FOR NO KEY UPDATE`.execute(trx);
    return rows[0]?.locked ? 'ticket.error.locked' : null;
  },
  follow: async (trx, write) => {
    if (write.op !== 'create') return;
    const ticketId = Number(write.after?.ticketId);
    await sql`
      UPDATE tickets SET read_by_admin = (owner_id IS DISTINCT FROM ${write.callerId}), read_by_owner = (owner_id IS NOT DISTINCT FROM ${write.callerId})
      WHERE id = ${ticketId}`.execute(trx);
  },
};
