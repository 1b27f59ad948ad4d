/**
 * Internal: what {@code pipespec-runtime} calls in runner-core when Beam 2.65 runs, compiled
 * against Beam 2.65.0. Nothing here is for users; see {@code docs/beam-versions.md}.
 */
package io.pipespec.beam.v2_65;
