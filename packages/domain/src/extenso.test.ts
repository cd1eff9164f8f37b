import { describe } from 'vitest';
import { amountInWords } from './extenso.js';
import { itMaps } from './test-tables.js';

describe('amountInWords', () => {
  itMaps('%i centavos → %s', amountInWords, [
    [0, 'zero real'],
    [1, 'um centavo'],
    [50, 'cinquenta centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [1_000, 'dez reais'],
    [1_550, 'quinze reais e cinquenta centavos'],
    [10_000, 'cem reais'],
    [10_100, 'cento e um reais'],
    [23_456, 'duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [100_000, 'mil reais'],
    [100_100, 'mil e um reais'],
    [110_000, 'mil e cem reais'],
    [123_456, 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [200_000_00, 'duzentos mil reais'],
    [1_000_000_00, 'um milhão de reais'],
    [2_000_100_00, 'dois milhões e cem reais'],
    [1_001_000_00, 'um milhão e mil reais'],
    [
      1_234_567_89,
      'um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos',
    ],
    [3_000_000_000_00, 'três bilhões de reais'],
    [
      99_999_999_999,
      'novecentos e noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos',
    ],
    [-1_990, 'dezenove reais e noventa centavos'],
  ]);
});
