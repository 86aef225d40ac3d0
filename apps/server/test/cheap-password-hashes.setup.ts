import { hashPasswordsCheaplyInTests } from '../src/lib/passwords';

// Every test file hashes at the test cost; src/lib/passwords.test.ts checks the baseline.
hashPasswordsCheaplyInTests();
