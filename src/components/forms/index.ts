export { Field, INPUT_CLASS, fieldDescription } from './Field';
export { MoneyInput } from './MoneyInput';
export { PercentInput } from './PercentInput';
export { SliderField } from './SliderField';
export { AmountSlider, sliderRange } from './AmountSlider';
