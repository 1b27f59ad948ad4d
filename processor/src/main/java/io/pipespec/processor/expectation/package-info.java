/**
 * The expectation annotations, one {@link io.pipespec.processor.expectation.ExpectationKind} each,
 * listed by {@link io.pipespec.processor.expectation.ExpectationKinds}. A kind checks its
 * annotation's attributes against what the scenario's run produces ({@link
 * io.pipespec.processor.expectation.Judged}) and models them as its {@code Check} record. Reading
 * expected values ({@code ValuesReader}), suppliers ({@code Suppliers}), predicates ({@link
 * io.pipespec.processor.expectation.PredicateReader}), the output an expectation names ({@code
 * OutputSelector}) and the literals of state and timers ({@code FunctionLiterals}) are shared by
 * the kinds.
 *
 * <p>No kind writes code, and nothing here imports JavaPoet. A {@code Check} record describes, as
 * plain data, what it reads of the run ({@link io.pipespec.processor.model.TargetModel}) and the
 * runtime call that makes its expectation ({@link io.pipespec.processor.model.RuntimeCall}: "call
 * {@code Expectations.containsInAnyOrder} with this list of literals of {@code T}"), and one writer
 * writes every such call. That was chosen over a visitor, which would make the writer name every
 * check record (so a new expectation would touch the writer too), and over a kind that writes its
 * own code, which reached its writer through a lookup by annotation name and a cast: with the call
 * as data, a new expectation is one class here and one line in the registry, and the writer changes
 * only for a new sort of argument.
 */
package io.pipespec.processor.expectation;
