/** What the engine's nodes hand down to their children while they run. Internal to the engine. */
package io.pipespec.engine.execution;
