// The Site settings tab: the exporter's own facts (legal name, offices, phone, sales email, hours,
// social profiles, export licence), which the contact section, footer, privacy notice, mails and
// PDF sheets show. A field left blank is shown nowhere: nothing is made up in its place.
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { userMessage } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import type { SiteSettings } from "~common/contract/site-settings";
import { PROFILE_FIELDS, SOCIAL_NETWORKS } from "~common/site-contact";
import {
  MAX_LINES,
  SITE_SETTING_KEYS,
  siteSettingsSchema,
  type SiteSettingKey,
  type SiteSettingsData,
  type SiteSettingsInput,
} from "~common/schemas/site-settings";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useSaveSiteSettings, useSiteSettings } from "../api/site-settings";
import { failureMessage } from "../failure-message";
import { setRefusedFields } from "../refused-fields";

/** What the form holds: every setting as text, '' where none is set. */
function formValues(settings: SiteSettings): Record<SiteSettingKey, string> {
  return Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, settings[key] ?? ""])) as Record<
    SiteSettingKey,
    string
  >;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-line pt-5 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-base font-semibold text-primary sm:col-span-2">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useForm<SiteSettingsInput, unknown, SiteSettingsData>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: formValues(settings),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const text = (key: SiteSettingKey) => register(key);

  const submit = form.handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast({
          title: "Settings Saved",
          description: "The site shows the new facts now; a blank field is shown nowhere.",
          variant: "success",
        });
      },
      onError: (error) => {
        setRefusedFields(error, SITE_SETTING_KEYS, form.setError);
        toast({
          title: "Save Failed",
          description: failureMessage(error, "Failed to save the site settings"),
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        });
      },
    }),
  );

  const lines = `One line per row, at most ${MAX_LINES}.`;
  return (
    <form noValidate onSubmit={submit} aria-label="Site settings" className="grid gap-6">
      <Group legend="Company">
        <Field
          label="Legal name"
          error={errors.legalName?.message}
          hint="As registered, e.g. Abyssinia Green Coffee Export PLC: on the mails and PDF sheets."
        >
          {(a) => <Input {...a} {...text("legalName")} autoComplete="organization" />}
        </Field>
        <Field
          label="Export licence number"
          error={errors.exportLicenceNumber?.message}
          hint="As the licence gives it: on the mails and PDF sheets."
        >
          {(a) => <Input {...a} {...text("exportLicenceNumber")} />}
        </Field>
      </Group>
      <Group legend="Offices">
        <Field
          label="Street address in Addis Ababa"
          error={errors.addisAbabaAddress?.message}
          hint={lines}
        >
          {(a) => <Textarea {...a} {...text("addisAbabaAddress")} rows={3} className="min-h-0" />}
        </Field>
        <Field
          label="Office in Washington D.C."
          error={errors.washingtonOffice?.message}
          hint={lines}
        >
          {(a) => <Textarea {...a} {...text("washingtonOffice")} rows={3} className="min-h-0" />}
        </Field>
      </Group>
      <Group legend="Sales contact">
        <Field
          label="Phone"
          error={errors.phone?.message}
          hint="International form, e.g. +1 202 555 0100."
        >
          {(a) => <Input {...a} {...text("phone")} type="tel" autoComplete="tel" />}
        </Field>
        <Field
          label="Sales email"
          error={errors.salesEmail?.message}
          hint="Shown to buyers; their replies to the site's mails go here."
        >
          {(a) => <Input {...a} {...text("salesEmail")} type="email" autoComplete="email" />}
        </Field>
        <Field
          label="Business hours"
          error={errors.businessHours?.message}
          hint={lines}
          className="sm:col-span-2"
        >
          {(a) => <Textarea {...a} {...text("businessHours")} rows={2} className="min-h-0" />}
        </Field>
      </Group>
      <Group legend="Social profiles">
        {SOCIAL_NETWORKS.map((network) => {
          const key = PROFILE_FIELDS[network];
          return (
            <Field
              key={network}
              label={`${network} page`}
              error={errors[key]?.message}
              hint={`Its full https:// address; the ${network} icon shows only once set.`}
            >
              {(a) => (
                <Input {...a} {...text(key)} type="url" inputMode="url" placeholder="https://" />
              )}
            </Field>
          );
        })}
      </Group>
      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save settings"}
        </Button>
      </div>
    </form>
  );
}

export default function SiteSettingsTab() {
  const settings = useSiteSettings();
  return (
    <AdminCard
      title="Site settings"
      description="The company's own facts, as the contact section, footer, privacy notice, mails and PDF sheets show them. Leave a field blank until you have the real value."
    >
      {settings.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading site settings...
        </p>
      ) : settings.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
          {userMessage(settings.error)}
        </p>
      ) : (
        <SiteSettingsForm settings={settings.data} />
      )}
    </AdminCard>
  );
}
