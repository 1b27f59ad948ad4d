/**
 * What every validator uses: the {@link io.pipespec.processor.validation.ValidationReport} (errors
 * as data, with per-element subreports), the stable {@link
 * io.pipespec.processor.validation.ErrorTag}s, annotation lookup, and the two {@link
 * io.pipespec.processor.validation.TestKind}s. The validators themselves are in {@code shared}
 * (what both kinds of test share), {@code pipeline} and {@code function}.
 */
package io.pipespec.processor.validation;
