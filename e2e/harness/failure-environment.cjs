// jest's node environment, which also tells the tests whether the running test has failed: the
// browser suites then report what the visitor's page showed (journey-suite.ts).
const { TestEnvironment } = require('jest-environment-node');

class FailureAwareEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__e2eTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.__e2eTestFailed = true;
  }
}

module.exports = FailureAwareEnvironment;
