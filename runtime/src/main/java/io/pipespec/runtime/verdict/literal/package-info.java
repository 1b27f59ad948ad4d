/**
 * Literals at run time: reading the literal syntax of the annotations from files (golden outputs
 * and file inputs), and writing elements back in it, so that a file line reads as the element it
 * was written from. Internal: used by generated code and the runtime.
 */
package io.pipespec.runtime.verdict.literal;
