package io.pipespec.processor.literal;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The shared grammar: cutting at separators, brackets and quotes. */
class SyntaxTest {

  @Test
  void cutsAtEveryTopLevelSeparator() {
    assertThat(Syntax.splitAll("1, 2 ,3", ',').parts()).containsExactly("1", " 2 ", "3").inOrder();
  }

  @Test
  void keepsSeparatorsInsideBrackets() {
    assertThat(Syntax.splitAll("[1, 2], (a, b), {x=1, y=2}", ',').parts())
        .containsExactly("[1, 2]", " (a, b)", " {x=1, y=2}")
        .inOrder();
  }

  @Test
  void keepsSeparatorsAndBracketsInsideQuotes() {
    assertThat(Syntax.splitAll("'a, [b', c", ',').parts())
        .containsExactly("'a, [b'", " c")
        .inOrder();
  }

  @Test
  void aQuoteInsideAnUnquotedComponentIsPlainText() {
    assertThat(Syntax.splitAll("it's, x", ',').parts()).containsExactly("it's", " x").inOrder();
  }

  @Test
  void aQuoteAfterASeparatorOpensAQuotedPart() {
    assertThat(Syntax.splitFirst("a='b=c'", '=').parts()).containsExactly("a", "'b=c'").inOrder();
    assertThat(Syntax.splitAll("x=', ', y", ',').parts()).containsExactly("x=', '", " y").inOrder();
  }

  @Test
  void escapedQuotesDoNotEndAQuotedPart() {
    assertThat(Syntax.splitAll("'a\\', b', c", ',').parts())
        .containsExactly("'a\\', b'", " c")
        .inOrder();
  }

  @Test
  void splitFirstCutsOnce() {
    assertThat(Syntax.splitFirst("a=b=c", '=').parts()).containsExactly("a", "b=c").inOrder();
    assertThat(Syntax.splitFirst("(a=b)=c", '=').parts()).containsExactly("(a=b)", "c").inOrder();
    assertThat(Syntax.splitFirst("abc", '=').parts()).containsExactly("abc");
  }

  @Test
  void reportsAnUnclosedBracket() {
    assertThat(Syntax.splitAll("[1, 2", ',').error())
        .isEqualTo(
            "the '[' at position 1 is never closed; close it with ']', or quote the text that"
                + " contains it, such as '[a'");
  }

  @Test
  void reportsAMismatchedBracket() {
    assertThat(Syntax.splitAll("(1, 2]", ',').error())
        .startsWith("the '(' is closed by ']' at position 6");
  }

  @Test
  void reportsAStrayCloser() {
    assertThat(Syntax.splitAll("a), b", ',').error())
        .startsWith("the ')' at position 2 closes nothing");
  }

  @Test
  void reportsAnUnclosedQuote() {
    assertThat(Syntax.splitAll("x, 'abc", ',').error())
        .startsWith("the quote that opens `'abc` is never closed");
  }

  @Test
  void reportsAnUnknownEscape() {
    assertThat(Syntax.splitAll("'a\\nb'", ',').error()).startsWith("`\\n` is not an escape");
  }

  @Test
  void refusesDeepNesting() {
    String deep = "[".repeat(Syntax.MAX_DEPTH + 1) + "]".repeat(Syntax.MAX_DEPTH + 1);
    assertThat(Syntax.splitAll(deep, ',').error()).contains("deeper than " + Syntax.MAX_DEPTH);
    String allowed = "[".repeat(Syntax.MAX_DEPTH) + "]".repeat(Syntax.MAX_DEPTH);
    assertThat(Syntax.splitAll(allowed, ',').failed()).isFalse();
  }

  @Test
  void unwrapsOnlyWhenTheClosingBracketMatchesTheOpeningOne() {
    assertThat(Syntax.unwrap(" [1, [2]] ", '[', ']')).hasValue("1, [2]");
    assertThat(Syntax.unwrap("(a)=(b)", '(', ')')).isEmpty();
    assertThat(Syntax.unwrap("[1", '[', ']')).isEmpty();
    assertThat(Syntax.unwrap("[']']", '[', ']')).hasValue("']'");
  }

  @Test
  void readsAQuotedComponent() {
    Syntax.Component component = Syntax.component("  'a, \\'b\\' \\\\'  ");
    assertThat(component.quoted()).isTrue();
    assertThat(component.text()).isEqualTo("a, 'b' \\");
  }

  @Test
  void readsAnUnquotedComponentWithoutItsSpaces() {
    Syntax.Component component = Syntax.component("  a b  ");
    assertThat(component.quoted()).isFalse();
    assertThat(component.text()).isEqualTo("a b");
  }

  @Test
  void refusesTextAfterAQuotedComponent() {
    assertThat(Syntax.component("'a'b").error())
        .startsWith("only spaces may follow the quoted part 'a'");
  }

  @Test
  void quoteIsTheInverseOfComponent() {
    for (String text : new String[] {"", "a, b", "it's", "\\", "'\\''", "[(x={y})]"}) {
      assertThat(Syntax.component(Syntax.quote(text)).text()).isEqualTo(text);
    }
  }

  @Test
  void ordinals() {
    assertThat(Ordinals.of(1)).isEqualTo("1st");
    assertThat(Ordinals.of(2)).isEqualTo("2nd");
    assertThat(Ordinals.of(3)).isEqualTo("3rd");
    assertThat(Ordinals.of(4)).isEqualTo("4th");
    assertThat(Ordinals.of(11)).isEqualTo("11th");
    assertThat(Ordinals.of(12)).isEqualTo("12th");
    assertThat(Ordinals.of(22)).isEqualTo("22nd");
    assertThat(Ordinals.of(113)).isEqualTo("113th");
  }
}
