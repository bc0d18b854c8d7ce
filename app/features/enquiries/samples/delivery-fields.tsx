import type { ProvinceCode } from "~/content/provinces";
import type { SamplesPageCopy } from "~/content/samples";
import { fillPlaceholders } from "~/platform/text/fill";
import { useCompanyAddress } from "~/ui/company-contact";
import { FieldError, Input, Label, NativeSelect } from "~/ui/field";
import { MapPin, Store } from "~/ui/icons/icon";
import type { SampleField, SampleFieldErrors, SampleValues } from "./sample-request-schema";

/*
 * Where the samples go: shipped to a Canadian address, or picked up at the showroom (its address
 * from the company's stored details). The address's fields hide while the pick-up is chosen, by
 * the stylesheet alone, so the choice works the same before the page's script runs.
 */

type FieldProps = (
  field: SampleField,
  hint?: string,
) => {
  id: string;
  name: SampleField;
  defaultValue: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  onChange: () => void;
};

export function DeliveryFields({
  copy,
  provinces,
  errors,
  initial,
  field,
  errorId,
  onChoose,
}: {
  copy: SamplesPageCopy["delivery"];
  provinces: readonly { code: ProvinceCode; name: string }[];
  errors: SampleFieldErrors;
  initial: SampleValues;
  field: FieldProps;
  errorId: (field: SampleField) => string;
  onChoose: () => void;
}) {
  const showroom = useCompanyAddress();
  const pickup = initial.delivery === "pickup";
  const postalHint = "sample-postalCode-hint";
  return (
    <fieldset
      className="sample-delivery mt-12"
      aria-describedby={errors.delivery ? errorId("delivery") : undefined}
    >
      <legend className="font-display text-2xl text-charcoal sm:text-3xl">{copy.legend}</legend>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <label className="delivery-choice">
          <input
            type="radio"
            name="delivery"
            value="ship"
            defaultChecked={!pickup}
            onChange={onChoose}
          />
          <span>
            <span className="flex items-start gap-2 font-semibold text-charcoal">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass" /> {copy.ship}
            </span>
            <span className="mt-1 block text-sm text-stone">{copy.shipHint}</span>
          </span>
        </label>
        <label className="delivery-choice">
          <input
            type="radio"
            name="delivery"
            value="pickup"
            defaultChecked={pickup}
            onChange={onChoose}
          />
          <span>
            <span className="flex items-start gap-2 font-semibold text-charcoal">
              <Store aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass" /> {copy.pickup}
            </span>
            <span className="mt-1 block text-sm text-stone">{copy.pickupHint}</span>
            <address className="mt-1 block text-sm text-bark not-italic">
              {showroom.street}
              <br />
              {fillPlaceholders(copy.cityLine, {
                city: showroom.city,
                region: showroom.regionName,
                postalCode: showroom.postalCode,
              })}
            </address>
          </span>
        </label>
      </div>
      <FieldError id={errorId("delivery")}>{errors.delivery}</FieldError>

      <div className="sample-address">
        <div className="mt-6 grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Label htmlFor="sample-street" required>
              {copy.street}
            </Label>
            <Input
              {...field("street")}
              type="text"
              autoComplete="street-address"
              aria-required="true"
            />
            <FieldError id={errorId("street")}>{errors.street}</FieldError>
          </div>
          <div>
            <Label htmlFor="sample-city" required>
              {copy.city}
            </Label>
            <Input
              {...field("city")}
              type="text"
              autoComplete="address-level2"
              aria-required="true"
            />
            <FieldError id={errorId("city")}>{errors.city}</FieldError>
          </div>
          <div>
            <Label htmlFor="sample-province" required>
              {copy.province}
            </Label>
            <NativeSelect {...field("province")} autoComplete="address-level1" aria-required="true">
              <option value="">{copy.chooseProvince}</option>
              {provinces.map((province) => (
                <option key={province.code} value={province.code}>
                  {province.name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={errorId("province")}>{errors.province}</FieldError>
          </div>
          <div>
            <Label htmlFor="sample-postalCode" required>
              {copy.postalCode}
            </Label>
            <Input
              {...field("postalCode", postalHint)}
              type="text"
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              aria-required="true"
              className="uppercase"
            />
            {errors.postalCode ? (
              <FieldError id={errorId("postalCode")}>{errors.postalCode}</FieldError>
            ) : (
              <p id={postalHint} className="mt-2 text-sm text-stone">
                {copy.postalCodeHint}
              </p>
            )}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
