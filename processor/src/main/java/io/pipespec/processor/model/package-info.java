/**
 * The model of a suite: immutable records of plain data (names as {@link
 * io.pipespec.processor.model.ClassRef}, types as {@link io.pipespec.processor.model.JavaType},
 * values as {@link io.pipespec.processor.model.Literal}, the runtime calls that make expectations
 * as {@link io.pipespec.processor.model.RuntimeCall}, times in epoch milliseconds with the text
 * they were written as). Validators build it only from a clean report; writers write it without
 * asking the compiler anything.
 */
package io.pipespec.processor.model;
