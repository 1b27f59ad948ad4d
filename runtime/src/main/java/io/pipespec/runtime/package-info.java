/**
 * The Pipespec runtime: running scenarios on Beam, capturing their outputs and judging their
 * expectations, in rooms with arrows one way (docs/architecture.md): {@code suite} (what generated
 * code calls), {@code verdict}, {@code capture}, {@code usercode}, {@code spi}, {@code build},
 * {@code run}, {@code runner}, {@code explore}, {@code generate}. Every package is {@code
 * INTERNAL}, used by generated suites and by the engine, except the SPI of runner modules ({@code
 * spi}, {@code EXPERIMENTAL}).
 */
package io.pipespec.runtime;
