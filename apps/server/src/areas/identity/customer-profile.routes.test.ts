import { messages } from '@store/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { administratorId, type Registered, register, registerAdministrator } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';

/**
 * Issue 12's customer calls: the national code check, an administrator's look-up and wizard save,
 * the customers an administrator made, and a user's own profile behind `customer.canchangeprofile`.
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A 24-bit bitmap (BITMAPINFOHEADER, bottom-up rows padded to four bytes), grey. */
function bitmap(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const body = Buffer.alloc(54 + row * height, 0x80);
  body.write('BM', 0, 'latin1');
  body.writeUInt32LE(body.length, 2);
  body.writeUInt32LE(0, 6);
  body.writeUInt32LE(54, 10);
  body.writeUInt32LE(40, 14);
  body.writeInt32LE(width, 18);
  body.writeInt32LE(height, 22);
  body.writeUInt16LE(1, 26);
  body.writeUInt16LE(24, 28);
  body.writeUInt32LE(0, 30);
  body.writeUInt32LE(row * height, 34);
  body.writeInt32LE(2835, 38);
  body.writeInt32LE(2835, 42);
  body.writeUInt32LE(0, 46);
  body.writeUInt32LE(0, 50);
  return body;
}

/** One picture sent to `UploadAvatar` as the user of `headers`. */
const uploadAvatar = (headers: Record<string, string>, body: Buffer, filename = 'me.png') => {
  const form = multipart([{ filename, body }]);
  return app.t.app.inject({
    method: 'POST',
    url: '/api/CMS/UploadAvatar',
    payload: form.payload,
    headers: { ...headers, ...form.headers, lang: 'en' },
  });
};

const setting = (value: string) => call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value });

const stored = async (id: number) =>
  (
    await sql<Record<string, unknown>>`SELECT first_name, national_code, email, username FROM customers WHERE id = ${id}`.execute(
      app.t.database.db,
    )
  ).rows[0];

describe('checkNationalCode', () => {
  it('is true for a valid code in any digits and false otherwise, for anyone', async () => {
    for (const [code, valid] of [
      ['0084575948', true],
      ['۰۰۸۴۵۷۵۹۴۸', true],
      ['4608968882', true],
      ['0084575949', false],
      ['1111111111', false],
      ['12345', false],
    ] as const) {
      const res = await app.t.app.inject({ url: `/api/Customers/checkNationalCode?nationalCode=${encodeURIComponent(code)}` });
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data, code).toBe(valid);
    }
  });
});

describe('checkCustomer and the wizard’s save', () => {
  it('finds a customer by e-mail (any case) or mobile for administrators only, null when there is none', async () => {
    const mina = await register(app.t, 'mina.check', { email: 'Mina@Example.com', mobile: '+989121234567' });
    const byEmail = await call('GET', '/api/Customers/checkCustomer?email=mina@example.com');
    expect(byEmail.json().data).toMatchObject({ id: mina.id, username: 'mina.check' });
    const byMobile = await call('GET', `/api/Customers/checkCustomer?mobile=${encodeURIComponent('+989121234567')}`);
    expect(byMobile.json().data).toMatchObject({ id: mina.id });
    expect((await call('GET', '/api/Customers/checkCustomer?email=nobody@example.com')).json().data).toBeNull();
    expect((await call('GET', '/api/Customers/checkCustomer')).statusCode).toBe(400);
    expect((await call('GET', '/api/Customers/checkCustomer?email=bad')).json().error.fieldCodes.email).toBeDefined();
    const asCustomer = await call('GET', '/api/Customers/checkCustomer?email=mina@example.com', undefined, mina.headers);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.body).not.toContain('mina.check');
  });

  it('takes a mobile in Persian or Arabic digits at registration and in the identity check, kept and found in Latin digits', async () => {
    const registered = await app.t.app.inject({
      method: 'POST',
      url: '/api/Authentication/register',
      remoteAddress: '10.64.0.1',
      payload: { username: 'digits.mobile', password: 'digits-pass-1', confirmPassword: 'digits-pass-1', mobile: '+۹۸۹۱۲۷۷۷۶۶۵۵' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { rows } = await sql<{ id: number; mobile: string }>`
      SELECT id, mobile FROM customers WHERE lower(username) = 'digits.mobile' AND NOT is_deleted`.execute(app.t.database.db);
    expect(rows[0]?.mobile).toBe('+989127776655');
    for (const typed of ['+۹۸۹۱۲۷۷۷۶۶۵۵', '+٩٨٩١٢٧٧٧٦٦٥٥', '+989127776655']) {
      const found = await call('GET', `/api/Customers/checkCustomer?mobile=${encodeURIComponent(typed)}`);
      expect(found.statusCode, `${typed} ${found.body}`).toBe(200);
      expect(found.json().data, typed).toMatchObject({ id: rows[0]?.id, mobile: '+989127776655' });
    }
    // The same number in other digits is the same number: taken.
    const again = await app.t.app.inject({
      method: 'POST',
      url: '/api/Authentication/register',
      remoteAddress: '10.64.0.2',
      payload: { username: 'digits.mobile2', password: 'digits-pass-2', confirmPassword: 'digits-pass-2', mobile: '+٩٨٩١٢٧٧٧٦٦٥٥' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fieldCodes).toEqual({ mobile: 'customer.error.mobileexists' });
  });

  it('creates a customer with a first password and a profile (national code in Persian digits), who then signs in; the administrator’s own list has them', async () => {
    const made = await call('POST', '/api/Customers/saveCustomerProfile', {
      username: 'reza.wizard',
      password: 'first-pass-1',
      email: 'reza.wizard@example.com',
      mobile: '+989351112233',
      firstName: 'رضا',
      lastName: 'کاظمی',
      nationalCode: '۴۶۰۸۹۶۸۸۸۲',
      gender: '1',
      dateOfBirth: '1988-06-22',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ username: 'reza.wizard', nationalCode: '4608968882', gender: '1', dateOfBirth: '1988-06-22' });
    expect(made.json().data).not.toHaveProperty('passwordHash');
    const id = made.json().data.id as number;
    const signin = await app.t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signin',
      payload: { username: 'reza.wizard', password: 'first-pass-1' },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json().data.roles).toContain('authenticated');
    const mine = (await call('GET', '/api/Customers/getMyCustomers')).json().data as { id: number }[];
    expect(mine.map((c) => c.id)).toContain(id);
    expect((await call('GET', `/api/Customers/getCustomer?id=${id}`)).json().data).toMatchObject({ id, lastName: 'کاظمی' });

    const changed = await call('POST', `/api/Customers/saveCustomerProfile?id=${id}`, { lastName: 'Kazemi', gender: '2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ lastName: 'Kazemi', gender: '2', firstName: 'رضا' });
  });

  it('refuses a wrong national code, a taken one, a missing password, and anyone but a confirmed administrator, creating nothing', async () => {
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM customers`.execute(app.t.database.db)).rows[0]?.n);
    const before = await count();
    const base = { username: 'nima.wizard', password: 'first-pass-2' };
    const wrong = await call('POST', '/api/Customers/saveCustomerProfile', { ...base, nationalCode: '0084575949' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldCodes).toEqual({ nationalCode: 'customer.nationalcode_error' });
    const fa = await call(
      'POST',
      '/api/Customers/saveCustomerProfile',
      { ...base, nationalCode: '0084575949' },
      { ...app.admin, lang: 'fa' },
    );
    expect(fa.json().error.fields.nationalCode).toBe(messages.fa['customer.nationalcode_error']);
    const noPassword = await call('POST', '/api/Customers/saveCustomerProfile', { username: 'nima.wizard' });
    expect(noPassword.json().error.fieldCodes.password).toBeDefined();
    await call('POST', '/api/Customers/saveCustomerProfile', {
      username: 'first.holder',
      password: 'first-pass-3',
      nationalCode: '0084575948',
    });
    const taken = await call('POST', '/api/Customers/saveCustomerProfile', { ...base, nationalCode: '0084575948' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fieldCodes).toEqual({ nationalCode: 'customer.error.nationalcodeexists' });
    const customer = await register(app.t, 'plain.user');
    expect((await call('POST', '/api/Customers/saveCustomerProfile', base, customer.headers)).statusCode).toBe(403);
    expect(await count()).toBe(before + 2);
  });

  it('getMyCustomers lists only the customers this administrator created: not another administrator’s, not self-registered or deleted ones', async () => {
    const other = await registerAdministrator(app.t, 'other.admin.wizard');
    const made = async (username: string, headers = app.admin) => {
      const res = await call('POST', '/api/Customers/saveCustomerProfile', { username, password: `${username}-pass` }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const mine = await made('made.by.me');
    const gone = await made('made.then.gone');
    expect((await call('DELETE', `/api/Customers/${gone}`)).statusCode).toBe(200);
    const theirs = await made('made.by.other', other.headers);
    const self = await register(app.t, 'made.by.self');
    const listOf = async (headers: Record<string, string>) => {
      const res = await call('GET', '/api/Customers/getMyCustomers', undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; ownerId: number | null }[];
    };
    const admins = await listOf(app.admin);
    expect(admins.map((c) => c.id)).toContain(mine);
    for (const id of [gone, theirs, self.id, other.id]) expect(admins.map((c) => c.id)).not.toContain(id);
    const adminId = await administratorId(app.t);
    expect(admins.every((c) => c.ownerId === adminId)).toBe(true);
    expect((await listOf(other.headers)).map((c) => c.id)).toEqual([theirs]);
    // A customer has no list of their own to see.
    expect((await call('GET', '/api/Customers/getMyCustomers', undefined, self.headers)).statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent creations with one national code, or registrations with one e-mail, win', async () => {
    const created = await Promise.all(
      ['race.one', 'race.two'].map((username) =>
        call('POST', '/api/Customers/saveCustomerProfile', { username, password: 'race-pass-1', nationalCode: '1234567891' }),
      ),
    );
    expect(created.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(created.find((r) => r.statusCode === 409)?.json().error.code).toBe('customer.error.nationalcodeexists');

    const registered = await Promise.all(
      ['mail.one', 'mail.two'].map((username, i) =>
        app.t.app.inject({
          method: 'POST',
          url: '/api/Authentication/register',
          remoteAddress: `10.62.0.${i + 1}`,
          payload: { username, password: 'race-pass-2', confirmPassword: 'race-pass-2', email: 'same@example.com' },
        }),
      ),
    );
    expect(registered.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(registered.find((r) => r.statusCode === 409)?.json().error.code).toBe('customer.error.emailexists');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM customers WHERE lower(email) = 'same@example.com'`.execute(
      app.t.database.db,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('a deleted customer’s user name, e-mail, mobile and national code', () => {
  const check = async (query: string) => (await call('GET', `/api/Customers/checkCustomer?${query}`)).json().data as { id: number } | null;
  const signIn = (username: string, password: string) =>
    app.t.app.inject({ method: 'POST', url: '/api/Authentication/signin', payload: { username, password } });
  const contacts = { email: 'Gone.Customer@example.com', mobile: '+989121110000' };
  /** The wizard's create with every unique value of the first customer; answers the new id. */
  const create = async (username: string, password: string) => {
    const made = await call('POST', '/api/Customers/saveCustomerProfile', { username, password, ...contacts, nationalCode: '0013542419' });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data.id as number;
  };

  it('are free again: checkCustomer says so, and the wizard’s save and a registration take them; a live customer’s stay taken', async () => {
    const firstId = await create('gone.customer', 'first-pass-9');
    expect(await check('email=gone.customer@example.com')).toMatchObject({ id: firstId });
    expect((await call('DELETE', `/api/Customers/${firstId}`)).statusCode).toBe(200);

    // What the wizard's identity check answers is what the save then does.
    expect(await check('email=gone.customer@example.com')).toBeNull();
    expect(await check(`mobile=${encodeURIComponent(contacts.mobile)}`)).toBeNull();
    const secondId = await create('Gone.Customer', 'second-pass-9');
    expect(secondId).not.toBe(firstId);
    expect(await check('email=gone.customer@example.com')).toMatchObject({ id: secondId });
    // Held by a live customer: refused again, each value with its own code.
    for (const [body, field, code] of [
      [{ username: 'gone.customer' }, 'username', 'customer.error.usernameexists'],
      [{ username: 'other.customer', email: contacts.email }, 'email', 'customer.error.emailexists'],
      [{ username: 'other.customer', mobile: contacts.mobile }, 'mobile', 'customer.error.mobileexists'],
      [{ username: 'other.customer', nationalCode: '0013542419' }, 'nationalCode', 'customer.error.nationalcodeexists'],
    ] as const) {
      const taken = await call('POST', '/api/Customers/saveCustomerProfile', { password: 'other-pass-9', ...body });
      expect(taken.statusCode, JSON.stringify(body)).toBe(409);
      expect(taken.json().error.fieldCodes).toEqual({ [field]: code });
    }

    // Deleted again, the same values register a new account, which is the one that signs in.
    expect((await call('DELETE', `/api/Customers/${secondId}`)).statusCode).toBe(200);
    const registered = await app.t.app.inject({
      method: 'POST',
      url: '/api/Authentication/register',
      remoteAddress: '10.63.0.1',
      payload: { username: 'gone.customer', password: 'third-pass-9', confirmPassword: 'third-pass-9', ...contacts },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await signIn('gone.customer', 'first-pass-9')).statusCode).toBe(401);
    const signedIn = await signIn('GONE.customer', 'third-pass-9');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const third = (await check(`mobile=${encodeURIComponent(contacts.mobile)}`))?.id;
    expect(third).toBeDefined();
    expect([firstId, secondId]).not.toContain(third);
    // The deleted rows stay, with their values (their history keeps its author); one customer holds them now.
    const { rows } = await sql<{ deleted: boolean }>`
      SELECT is_deleted AS deleted FROM customers WHERE lower(email) = 'gone.customer@example.com' ORDER BY id`.execute(app.t.database.db);
    expect(rows.map((r) => r.deleted)).toEqual([true, true, false]);
  });
});

describe('my profile', () => {
  let sara: Registered;
  beforeAll(async () => {
    sara = await register(app.t, 'sara.profile', { email: 'sara.profile@example.com' });
  });

  it('is read and changed by its owner only: names, national code, gender, date of birth, avatar', async () => {
    const read = await call('GET', '/api/Customers/getMyProfile', undefined, sara.headers);
    expect(read.json().data).toMatchObject({
      id: sara.id,
      username: 'sara.profile',
      email: 'sara.profile@example.com',
      canChangeProfile: true,
    });
    const saved = await call(
      'POST',
      '/api/Customers/saveMyProfile',
      { firstName: 'سارا', nationalCode: '۵۵۵۴۴۴۳۳۳۸', gender: '2', dateOfBirth: '1995-01-10' },
      sara.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ firstName: 'سارا', nationalCode: '5554443338', gender: '2', dateOfBirth: '1995-01-10' });
  });

  it('never changes the user name, e-mail or mobile, nor another customer', async () => {
    for (const body of [{ email: 'thief@example.com' }, { username: 'sara.renamed' }, { mobile: '+989120000000' }, { id: 1 }]) {
      const res = await call('POST', '/api/Customers/saveMyProfile', body, sara.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('common.error.validation');
    }
    expect(await stored(sara.id)).toMatchObject({ email: 'sara.profile@example.com', username: 'sara.profile' });
    expect((await call('GET', `/api/Customers/getCustomer?id=${sara.id}`, undefined, sara.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/Customers/getMyProfile', undefined, {})).statusCode).toBe(401);
  });

  it('takes a picture its owner uploaded into the avatars folder (jpg, jpeg, png, bmp), and no other address', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer();
    const send = (filename: string, body: Buffer, url = '/api/CMS/UploadAvatar') => {
      const form = multipart([{ filename, body }]);
      return app.t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...sara.headers, ...form.headers, lang: 'en' } });
    };
    const uploaded = await send('me.png', png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.url as string;
    expect(url).toMatch(/^\/api\/cms\/avatar\//);
    expect((await app.t.app.inject({ url })).statusCode).toBe(200);
    expect((await send('me.pdf', png)).json().error.fieldCodes).toEqual({ file: 'content.error.fileformat' });
    // The other folders stay the administrators'.
    expect((await send('me.png', png, '/api/CMS/UploadFile?directory=Images')).statusCode).toBe(403);

    const saved = await call('POST', '/api/Customers/saveMyProfile', { avatar: url }, sara.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.avatar).toBe(url);
    // The next sign-in's record carries the picture: the header's avatar shows it.
    const signin = await app.t.app.inject({
      method: 'POST',
      url: '/api/Authentication/signin',
      payload: { username: sara.username, password: sara.password },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json().data.logo).toBe(url);
    // Another user's picture in the same folder is not Sara's to show.
    const omid = await register(app.t, 'omid.avatar');
    const form = multipart([{ filename: 'omid.png', body: png }]);
    const theirs = await app.t.app.inject({
      method: 'POST',
      url: '/api/CMS/UploadAvatar',
      payload: form.payload,
      headers: { ...omid.headers, ...form.headers, lang: 'en' },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const taken = await call('POST', '/api/Customers/saveMyProfile', { avatar: theirs.json().data.url }, sara.headers);
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json().error.fieldCodes).toEqual({ avatar: 'common.error.fileurl' });
    expect((await call('POST', '/api/Customers/saveMyProfile', { avatar: theirs.json().data.url }, omid.headers)).statusCode).toBe(200);
    // Saving the profile again with the picture it holds is no new claim.
    expect((await call('POST', '/api/Customers/saveMyProfile', { avatar: url }, sara.headers)).statusCode).toBe(200);
    for (const elsewhere of ['/api/CMS/Image/Images/x.png', 'https://tracker.example/pixel.png']) {
      const refused = await call('POST', '/api/Customers/saveMyProfile', { avatar: elsewhere }, sara.headers);
      expect(refused.statusCode, elsewhere).toBe(400);
      expect(refused.json().error.fieldCodes, elsewhere).toEqual({ avatar: 'common.error.fileurl' });
    }
  });

  it('takes a .jpg, .jpeg or .bmp picture too, each real of its kind, and refuses one larger than adminform.maximumfilesize', async () => {
    const lena = await register(app.t, 'lena.avatar');
    const send = (filename: string, body: Buffer) => uploadAvatar(lena.headers, body, filename);
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const noisy = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const limit = 4000;
    expect(noisy.length).toBeGreaterThan(limit);
    expect(
      (await call('POST', '/api/Settings/saveAppSetting', { name: 'adminform.maximumfilesize', value: String(limit) })).statusCode,
    ).toBe(200);
    try {
      const big = await send('big.png', noisy);
      expect(big.statusCode, big.body).toBe(400);
      expect(big.json().error.fieldCodes).toEqual({ file: 'content.error.filesize' });
      // Under the limit, each accepted extension with real content of its kind; sharp writes no bitmaps, so one is made by hand.
      for (const [name, body] of [
        ['me.jpg', jpeg],
        ['me.jpeg', jpeg],
        ['me.bmp', bitmap(2, 2)],
      ] as const) {
        const res = await send(name, body);
        expect(res.statusCode, `${name} ${res.body}`).toBe(200);
        expect(res.json().data.url, name).toMatch(/^\/api\/cms\/avatar\//);
      }
      // The extension says what the content must be: a JPEG named .bmp is refused.
      expect((await send('fake.bmp', jpeg)).json().error.fieldCodes).toEqual({ file: 'content.error.fileformat' });
    } finally {
      await call('POST', '/api/Settings/saveAppSetting', { name: 'adminform.maximumfilesize', value: '1048576' });
    }
  });

  it('limits what a customer may ask of others’ data or the store’s room: national code changes and picture uploads are counted, a huge picture refused', async () => {
    const nima = await register(app.t, 'nima.limits');
    // Five new national codes a day; the sixth is refused (each answers whether someone holds the code).
    const codes = ['111222333', '222333444', '333444555', '444555666', '555666777', '666777888'].map((nine) => {
      const sum = [...nine].reduce((total, d, i) => total + Number(d) * (10 - i), 0);
      const rest = sum % 11;
      return `${nine}${rest < 2 ? rest : 11 - rest}`;
    });
    for (const code of codes.slice(0, 5))
      expect((await call('POST', '/api/Customers/saveMyProfile', { nationalCode: code }, nima.headers)).statusCode, code).toBe(200);
    const sixth = await call('POST', '/api/Customers/saveMyProfile', { nationalCode: codes[5] }, nima.headers);
    expect(sixth.statusCode).toBe(429);
    expect((await stored(nima.id))?.nationalCode).toBe(codes[4]);
    // The same code again, or other fields, are not counted.
    expect(
      (await call('POST', '/api/Customers/saveMyProfile', { nationalCode: codes[4], firstName: 'Nima' }, nima.headers)).statusCode,
    ).toBe(200);

    const send = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#334155' } })
        .png()
        .toBuffer()
        .then((body) => {
          const form = multipart([{ filename: 'me.png', body }]);
          return app.t.app.inject({
            method: 'POST',
            url: '/api/CMS/UploadAvatar',
            payload: form.payload,
            headers: { ...nima.headers, ...form.headers, lang: 'en' },
          });
        });
    const huge = await send(5000, 10);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fieldCodes).toEqual({ file: 'content.error.imagedimensions' });
    // The refused one was not counted: ten kept pictures an hour, the eleventh refused.
    for (let i = 1; i <= 10; i++) expect((await send(16, 16)).statusCode, `upload ${i}`).toBe(200);
    expect((await send(16, 16)).statusCode).toBe(429);
  });

  it('is closed to its owner when the store turns customer.canchangeprofile off, changing nothing; administrators still save', async () => {
    expect((await setting('false')).statusCode).toBe(200);
    try {
      expect((await call('GET', '/api/Customers/getMyProfile', undefined, sara.headers)).json().data.canChangeProfile).toBe(false);
      const refused = await call('POST', '/api/Customers/saveMyProfile', { firstName: 'Changed' }, sara.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('customer.error.profilelocked');
      expect((await stored(sara.id))?.firstName).toBe('سارا');
      const byAdmin = await call('POST', `/api/Customers/saveCustomerProfile?id=${sara.id}`, { firstName: 'Sara' });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const own = await call('POST', '/api/Customers/saveMyProfile', { lastName: 'Admin' });
      expect(own.statusCode, own.body).toBe(200);
    } finally {
      await setting('true');
    }
  });

  it('is the installation’s rule: a store header naming a store that allows changes opens nothing', async () => {
    const store = await call('POST', '/api/Stores', { name: 'profile-lax' });
    expect(store.statusCode, store.body).toBe(201);
    const lax = { ...app.admin, store: String(store.json().data.id) };
    const saved = await app.t.app.inject({
      method: 'POST',
      url: '/api/Settings/saveAppSetting',
      headers: lax,
      payload: { name: 'customer.canchangeprofile', value: 'true' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await setting('false')).statusCode).toBe(200);
    try {
      const headers = { ...sara.headers, store: String(store.json().data.id) };
      expect((await call('GET', '/api/Customers/getMyProfile', undefined, headers)).json().data.canChangeProfile).toBe(false);
      expect((await call('POST', '/api/Customers/saveMyProfile', { firstName: 'Lax' }, headers)).statusCode).toBe(403);
    } finally {
      await setting('true');
    }
  });

  it('takes a new picture only while profile changes are allowed (the upload, not only the save); administrators still upload', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const upload = (headers: Record<string, string>) => uploadAvatar(headers, png);
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM files WHERE directory = 'avatars'`.execute(app.t.database.db);
    expect((await setting('false')).statusCode).toBe(200);
    try {
      const refused = await upload(sara.headers);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe('customer.error.profilelocked');
      const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM files WHERE directory = 'avatars'`.execute(app.t.database.db);
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
      expect((await upload(app.admin)).statusCode).toBe(200);
    } finally {
      await setting('true');
    }
    expect((await upload(sara.headers)).statusCode).toBe(200);
  });

  it('counts only administrators of the whole installation: one whose administrators role is limited to a store is held to the setting, whatever store it names', async () => {
    const lina = await registerAdministrator(app.t, 'lina.storeadmin');
    const store = (await call('POST', '/api/Stores', { name: 'limited-admins' })).json().data.id as number;
    const inStore = { ...lina.headers, store: String(store) };
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    expect((await setting('false')).statusCode).toBe(200);
    // The API keeps the administrators role installation-wide (role.error.systemrole): the state is made here directly.
    const limit = (on: boolean) =>
      on
        ? sql`INSERT INTO roles_store_ids (row_id, ref_id) SELECT id, ${store} FROM roles WHERE lower(system_name) = 'administrators'`.execute(
            app.t.database.db,
          )
        : sql`DELETE FROM roles_store_ids WHERE row_id = (SELECT id FROM roles WHERE lower(system_name) = 'administrators')`.execute(
            app.t.database.db,
          );
    await limit(true);
    try {
      // Still an administrator of that store's rows…
      expect((await call('GET', '/api/Units', undefined, inStore)).statusCode).toBe(200);
      // …but a customer's profile is no store's.
      expect((await call('GET', '/api/Customers/getMyProfile', undefined, inStore)).json().data.canChangeProfile).toBe(false);
      const saved = await call('POST', '/api/Customers/saveMyProfile', { firstName: 'Lina' }, inStore);
      expect(saved.statusCode, saved.body).toBe(403);
      expect(saved.json().error.code).toBe('customer.error.profilelocked');
      const attributes = await call(
        'POST',
        `/api/Attribute/saveGenericAttributeMappings?entityName=Customer&entityId=${lina.id}`,
        [] as unknown as object,
        inStore,
      );
      expect(attributes.statusCode, attributes.body).toBe(403);
      expect(attributes.json().error.code).toBe('customer.error.profilelocked');
      // Nor another customer's: only installation-wide administrators reach any customer's row.
      const others = await call(
        'GET',
        `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${sara.id}`,
        undefined,
        inStore,
      );
      expect(others.statusCode).toBe(403);
      const uploaded = await uploadAvatar(inStore, png);
      expect(uploaded.statusCode, uploaded.body).toBe(403);
    } finally {
      await limit(false);
      await setting('true');
    }
    // Installation-wide again, the setting does not hold them.
    expect((await call('POST', '/api/Customers/saveMyProfile', { firstName: 'Lina' }, inStore)).statusCode).toBe(200);
  });
});
