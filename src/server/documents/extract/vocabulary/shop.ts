/** The repair facility's labels. */
import type { FieldLabels, FieldName } from '../field-spec';

export const SHOP_LABELS = {
  repairShopName: {
    type: 'org',
    labels: ['repair facility', 'repair shop', 'body shop', 'shop', 'shop name', 'towed to', 'facility'],
  },
  shopPhone: { type: 'phone', labels: ['shop phone', 'facility phone'] },
  shopAddress: { type: 'address', labels: ['shop address', 'facility address'] },
} satisfies Partial<Record<FieldName, FieldLabels>>;
