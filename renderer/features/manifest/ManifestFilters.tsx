// Narrow the manifest to one category or one item: the kayak desk sees only kayaks.
import { FormattedMessage, defineMessage, useIntl } from 'react-intl';
import type { Category, Item } from '../../../shared/contract/model/catalogue.js';
import type { ManifestFilter } from './manifest-groups.js';

interface Props {
  items: readonly Item[];
  categories: readonly Category[];
  filter: ManifestFilter;
  onChange(filter: ManifestFilter): void;
}

const ALL = defineMessage({ id: 'manifest.filter.all', defaultMessage: 'All' });

export function ManifestFilters({ items, categories, filter, onChange }: Props) {
  const intl = useIntl();
  const shownItems = filter.categoryId === undefined ? items : items.filter((item) => item.categoryId === filter.categoryId);
  return (
    <div className="manifest-filters no-print">
      <label>
        <FormattedMessage id="manifest.filter.category" defaultMessage="Category" />{' '}
        <select value={filter.categoryId ?? ''} onChange={(event) => onChange(event.target.value
          ? { categoryId: Number(event.target.value) } : {})}>
          <option value="">{intl.formatMessage(ALL)}</option>
          {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
        </select>
      </label>
      <label>
        <FormattedMessage id="manifest.filter.item" defaultMessage="Item" />{' '}
        <select value={filter.itemId ?? ''} onChange={(event) => onChange({
          ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
          ...(event.target.value ? { itemId: Number(event.target.value) } : {}),
        })}>
          <option value="">{intl.formatMessage(ALL)}</option>
          {shownItems.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
        </select>
      </label>
    </div>
  );
}
