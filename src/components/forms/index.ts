/** The form kit (issue 23, ADR 025): one look, one set of controls, one error summary for every form of the site. */
export { Field, FieldError, INPUT_CLASS, fieldDescription } from './Field';
export { Choice, ChoiceButton, ChoiceGroup, CheckboxField, ErrorSummary, Input, Range, Select, SelectField, TextAreaField, TextField, type ChoiceOption, type SummaryError } from './controls';
export { CHOICE_CARD_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './styles';
export { MoneyInput } from './MoneyInput';
export { PercentInput } from './PercentInput';
export { SliderField } from './SliderField';
export { AmountSlider, sliderRange } from './AmountSlider';
