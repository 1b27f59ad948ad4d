/**
 * Running a scenario on a Beam runner with a timeout, and the result expectations are verified
 * against. Internal: used by the engine.
 */
package io.pipespec.runtime.run;
