// Price and availability events of the demo business, placed around the day the sandbox starts.
import { addDays, type Day } from '../../../shared/domain/dates.js';
import type { RateEvent } from '../state/model.js';

type EventSpec = Partial<RateEvent> & Pick<RateEvent, 'id' | 'name' | 'type' | 'startDate'>;

function event(spec: EventSpec): RateEvent {
  return {
    endDate: 0, span: 0, priceSrc: '', dynamicRate: 0, dynamicType: 'P', status: 'A', repeatId: '', enabled: true,
    ruleSetId: 1, vouchers: 0, details: [], repeat: [], applyTo: { itemIds: [], categoryIds: [] }, ...spec,
  };
}

export function seedEvents(today: Day): RateEvent[] {
  return [
    event({ id: 1, name: 'Low season', type: 'SE', startDate: addDays(today, -60), endDate: addDays(today, 45),
      priceSrc: 'D', dynamicRate: -15, dynamicType: 'P', applyTo: { itemIds: [], categoryIds: [1] } }),
    event({ id: 2, name: 'Weekend nights', type: 'SP', startDate: 20200101, repeatId: 'W', repeat: ['fri', 'sat'],
      priceSrc: 'D', dynamicRate: 20, dynamicType: 'P', applyTo: { itemIds: [101, 102, 103, 104], categoryIds: [] } }),
    event({ id: 3, name: 'Harbour festival', type: 'SP', startDate: addDays(today, 7), endDate: addDays(today, 9),
      priceSrc: 'N', dynamicRate: 89, applyTo: { itemIds: [201], categoryIds: [] } }),
    event({ id: 4, name: 'Board maintenance', type: 'SP', startDate: addDays(today, 10), endDate: addDays(today, 11),
      status: 'U', applyTo: { itemIds: [302], categoryIds: [] } }),
    event({ id: 5, name: 'EARLYBIRD', type: 'DC', startDate: addDays(today, -30), endDate: addDays(today, 120),
      priceSrc: 'D', dynamicRate: 10, dynamicType: 'P', vouchers: 100, applyTo: { itemIds: ['all'], categoryIds: [] } }),
    event({ id: 6, name: 'Last rooms', type: 'SP', startDate: 20200101, repeatId: '*', priceSrc: 'Yield',
      details: [{ level: 2, rate: 125 }, { level: 1, rate: 150 }], applyTo: { itemIds: [], categoryIds: [1] } }),
    event({ id: 7, name: 'Rental fleet surcharge', type: 'SE', startDate: addDays(today, 30), endDate: addDays(today, 90),
      priceSrc: 'D', dynamicRate: 5, dynamicType: 'F', applyTo: { itemIds: [], categoryIds: [3] } }),
    event({ id: 8, name: 'Old staff discount', type: 'DC', startDate: 20190101, endDate: 20191231, enabled: false,
      priceSrc: 'D', dynamicRate: 50, dynamicType: 'P', applyTo: { itemIds: ['all'], categoryIds: [] } }),
  ];
}
