// The names of this computer that plain http may go to: the sandbox, the sign-in redirect a desk listens for, browser
// mode's own page. Written once, so that an address a person types, a link opened outside, a request to browser mode's
// host and a redirect URI all agree on what "this computer" is. Names as URL.hostname writes them (lower case,
// IPv6 in brackets).
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.includes(hostname.toLowerCase());
