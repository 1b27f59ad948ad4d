/**
 * The user's code as a run meets it: {@link io.pipespec.runtime.usercode.UserCode} calls it (an
 * input, options or job method, a checker) within the scenario's timeout; {@link
 * io.pipespec.runtime.usercode.ScenarioThreads} are the threads a run's user code runs in, stopped
 * when the run ends; {@link io.pipespec.runtime.usercode.UserFrames} and {@link
 * io.pipespec.runtime.usercode.UserFunctions} tell the user's stack frames and classes from
 * Pipespec's, Beam's and the JDK's; {@link io.pipespec.runtime.usercode.Throwables} finds what the
 * user's code threw under a runner's wrapping; {@link io.pipespec.runtime.usercode.Timeouts} and
 * {@link io.pipespec.runtime.usercode.ScenarioTimeoutException} are the timeout and its failure.
 * {@code @API(status = INTERNAL)}.
 */
package io.pipespec.runtime.usercode;
