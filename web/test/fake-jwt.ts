/** An unsigned JWT whose `exp` is `expiresInS` seconds from now: enough for the client, which only reads `exp`. */
export function fakeJwt(expiresInS: number, subject = 'user-1'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp })}.signature`;
}
