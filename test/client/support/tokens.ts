// Access tokens as the server writes them (a JWT naming the account and the
// session), for the client's checks that read them; the signature is not read.

export function tokenFor(account: string, session = `session-of-${account}`): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: account, sid: session, aud: 'catedra-api' })}.signature`;
}
