/**
 * The expectation annotations, one {@link io.pipespec.processor.expectation.ExpectationKind} each,
 * listed by {@link io.pipespec.processor.expectation.ExpectationKinds}. A kind checks its
 * annotation's attributes against what the scenario produces ({@link
 * io.pipespec.processor.expectation.Judged}), models them as its {@code Check} record, and writes
 * that record as the runtime's {@code Expectation}; the two halves meet only in the record. Reading
 * expected values ({@code ValuesReader}), suppliers ({@code Suppliers}), predicates ({@link
 * io.pipespec.processor.expectation.PredicateReader}) and the literals of state and timers ({@code
 * FunctionLiterals}) are shared by the kinds.
 */
package io.pipespec.processor.expectation;
