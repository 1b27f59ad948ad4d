/**
 * What Beam logs when the test class path has no SLF4J provider: its warnings and errors on
 * standard error, instead of SLF4J's "No SLF4J providers were found" and silence. Internal to the
 * engine.
 */
package io.pipespec.engine.logging;
