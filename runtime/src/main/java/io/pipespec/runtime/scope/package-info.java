/** Which windows and panes of an output an expectation judges. Internal. */
package io.pipespec.runtime.scope;
