import type { RateModel } from './model';
import type { SvenssonParameterSet } from './svensson';

/**
 * What a model-rate computation needs (issue 11): the Bundesbank curve of the day and the model parameters valid
 * then. Both come from the database (features/rates/market-repository.ts); the engine never looks them up.
 */
export interface RateMarket {
  readonly curve: SvenssonParameterSet;
  readonly model: RateModel;
}
