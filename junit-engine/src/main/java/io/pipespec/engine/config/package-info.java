/** Reading the engine's configuration parameters. Internal to the engine. */
package io.pipespec.engine.config;
