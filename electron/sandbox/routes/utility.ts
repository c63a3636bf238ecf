// ping and help (spec 2.12, 4.6): identical for authenticated and Public API callers.
import { READ_METHODS, type Route } from '../http/router.js';

const HELP_RESOURCES = ['ping', 'help', 'company', 'account', 'customer', 'item', 'stock', 'category', 'booking',
  'discount', 'event', 'giftcert', 'inventory'];

export const utilityRoutes: Route[] = [
  {
    methods: READ_METHODS, pattern: 'ping', access: 'public',
    handler: ({ store, clock, remoteAddr, provider }) => ({
      member: 'pong',
      data: { remote_addr: remoteAddr, time: clock.nowWhole(), timezone: store.state.account.timezone, provider },
    }),
  },
  {
    methods: READ_METHODS, pattern: 'help', access: 'public',
    handler: ({ store }) => ({
      member: 'help',
      data: { resources: HELP_RESOURCES, see: `https://${store.state.account.hostId}/api/3.0/docs` },
      request: { records: HELP_RESOURCES.length },
    }),
  },
];
