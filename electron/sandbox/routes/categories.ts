// GET category (spec 2.5, 4.3): member category keyed by category_id; qty counts the items the caller can see.
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { READ_METHODS, type Route } from '../http/router.js';
import type { Category } from '../state/model.js';
import { seesStaffView, visibleItems } from './catalogue.js';

function categoryRecord(context: RequestContext, category: Category, qty: number): Record<string, unknown> {
  return {
    category_id: category.id, name: category.name, description: category.description, pos: category.pos,
    image: category.image, image_url: `https://${context.store.state.account.hostId}${category.image}`, qty,
  };
}

function listCategories(context: RequestContext): ApiAnswer {
  const staffView = seesStaffView(context);
  const items = visibleItems(context.store, staffView);
  const shown = context.store.state.categories
    .map((category) => ({ category, qty: items.filter((item) => item.categoryId === category.id).length }))
    // 4.7: customers see only publicly visible categories that have items they can see.
    .filter(({ category, qty }) => staffView || (category.publicVisible && qty > 0));
  return {
    member: 'category',
    data: Object.fromEntries(shown.map(({ category, qty }) =>
      [String(category.id), categoryRecord(context, category, qty)])),
    request: { records: shown.length },
    extra: { query: [] },
  };
}

export const categoryRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'category', access: 'public', handler: listCategories },
];
