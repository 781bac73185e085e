import { useStore } from '@nanostores/react';
import { Globe, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Vendor } from '#contract/vendors.ts';
import { Section } from '#web/components/ui/page.tsx';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { formatMoney } from '#web/lib/amounts.ts';
import { deliveryDaysText, leadTimeText } from '../vendor-format.ts';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-muted">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** How to reach the vendor, when it delivers, its lead time and minimum order, its notes. */
export function VendorContact({ vendor, currency }: { vendor: Vendor; currency: string }) {
  const t = useStore(vendorsMessages);
  const icon = 'size-4';
  return (
    <Section title={t.contactAndTerms}>
      <dl className="flex flex-col gap-2">
        {vendor.contact_name && (
          <Detail icon={<User className={icon} />} label={t.contact}>
            {vendor.contact_name}
          </Detail>
        )}
        {vendor.email && (
          <Detail icon={<Mail className={icon} />} label={t.email}>
            <a href={`mailto:${vendor.email}`} className="underline">
              {vendor.email}
            </a>
          </Detail>
        )}
        {vendor.phone && (
          <Detail icon={<Phone className={icon} />} label={t.phone}>
            <a href={`tel:${vendor.phone}`} className="underline">
              {vendor.phone}
            </a>
          </Detail>
        )}
        {vendor.website && (
          <Detail icon={<Globe className={icon} />} label={t.website}>
            {vendor.website}
          </Detail>
        )}
        {vendor.address && (
          <Detail icon={<MapPin className={icon} />} label={t.address}>
            <span className="whitespace-pre-line">{vendor.address}</span>
          </Detail>
        )}
      </dl>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t.deliversOn}</dt>
        <dd>{deliveryDaysText(vendor.delivery_days, t, 'long')}</dd>
        <dt className="text-muted">{t.leadTimeLabel}</dt>
        <dd>{leadTimeText(vendor.lead_time_days, t) ?? t.notSet}</dd>
        <dt className="text-muted">{t.minimumOrder}</dt>
        <dd>
          {vendor.minimum_order === null ? t.none : formatMoney(vendor.minimum_order, currency)}
        </dd>
      </dl>
      {!vendor.email && <p className="text-sm text-muted">{t.noEmail}</p>}
      {vendor.notes && <p className="whitespace-pre-line">{vendor.notes}</p>}
    </Section>
  );
}
