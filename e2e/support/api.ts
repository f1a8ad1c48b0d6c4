/** Direct API calls as the signed-in administrator, to check what the UI did (or did not) save. */
export interface ListAnswer<R> {
  data: R[];
  total: number;
}

export class AdminApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async call(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const body = init.body === undefined ? {} : { body: JSON.stringify(init.body) };
    const type: Record<string, string> = init.body === undefined ? {} : { 'content-type': 'application/json' };
    return fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${this.token}`, lang: 'en', ...type },
      ...body,
    });
  }

  /** Creates a row (a journey's starting data) and answers it. */
  async create<R = Record<string, unknown>>(resource: string, row: Record<string, unknown>): Promise<R & { id: number }> {
    const answer = await this.call(`/api/${resource}`, { method: 'POST', body: row });
    if (answer.status !== 201) throw new Error(`POST /api/${resource} answered ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { data: R & { id: number } }).data;
  }

  async list<R = Record<string, unknown>>(resource: string, query: Record<string, string> = {}): Promise<ListAnswer<R>> {
    const answer = await this.call(`/api/${resource}?${new URLSearchParams({ pageSize: '100', ...query })}`);
    if (!answer.ok) throw new Error(`GET /api/${resource} answered ${answer.status}`);
    return (await answer.json()) as ListAnswer<R>;
  }

  /** The row, or null when the API answers 404. */
  async get<R = Record<string, unknown>>(resource: string, id: number): Promise<R | null> {
    const answer = await this.call(`/api/${resource}/${id}`);
    if (answer.status === 404) return null;
    if (!answer.ok) throw new Error(`GET /api/${resource}/${id} answered ${answer.status}`);
    return ((await answer.json()) as { data: R }).data;
  }

  /** The id of the only row whose title matches `q`. */
  async idOf(resource: string, q: string): Promise<number> {
    const { data } = await this.list<{ id: number }>(resource, { q });
    if (data.length !== 1 || !data[0]) throw new Error(`expected one ${resource} row matching "${q}", got ${data.length}`);
    return data[0].id;
  }
}
