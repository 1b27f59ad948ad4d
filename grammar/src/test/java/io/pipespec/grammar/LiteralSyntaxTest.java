package io.pipespec.grammar;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The shared grammar: cutting at separators, brackets and quotes. */
class LiteralSyntaxTest {

  @Test
  void cutsAtEveryTopLevelSeparator() {
    assertThat(LiteralSyntax.splitAll("1, 2 ,3", ',').parts())
        .containsExactly("1", " 2 ", "3")
        .inOrder();
  }

  @Test
  void keepsSeparatorsInsideBrackets() {
    assertThat(LiteralSyntax.splitAll("[1, 2], (a, b), {x=1, y=2}", ',').parts())
        .containsExactly("[1, 2]", " (a, b)", " {x=1, y=2}")
        .inOrder();
  }

  @Test
  void keepsSeparatorsAndBracketsInsideQuotes() {
    assertThat(LiteralSyntax.splitAll("'a, [b', c", ',').parts())
        .containsExactly("'a, [b'", " c")
        .inOrder();
  }

  @Test
  void aQuoteInsideAnUnquotedComponentIsPlainText() {
    assertThat(LiteralSyntax.splitAll("it's, x", ',').parts())
        .containsExactly("it's", " x")
        .inOrder();
  }

  @Test
  void aQuoteAfterASeparatorOpensAQuotedPart() {
    assertThat(LiteralSyntax.splitFirst("a='b=c'", '=').parts())
        .containsExactly("a", "'b=c'")
        .inOrder();
    assertThat(LiteralSyntax.splitAll("x=', ', y", ',').parts())
        .containsExactly("x=', '", " y")
        .inOrder();
  }

  @Test
  void escapedQuotesDoNotEndAQuotedPart() {
    assertThat(LiteralSyntax.splitAll("'a\\', b', c", ',').parts())
        .containsExactly("'a\\', b'", " c")
        .inOrder();
  }

  @Test
  void splitFirstCutsOnce() {
    assertThat(LiteralSyntax.splitFirst("a=b=c", '=').parts())
        .containsExactly("a", "b=c")
        .inOrder();
    assertThat(LiteralSyntax.splitFirst("(a=b)=c", '=').parts())
        .containsExactly("(a=b)", "c")
        .inOrder();
    assertThat(LiteralSyntax.splitFirst("abc", '=').parts()).containsExactly("abc");
  }

  @Test
  void reportsAnUnclosedBracket() {
    assertThat(LiteralSyntax.splitAll("[1, 2", ',').error())
        .isEqualTo(
            "the '[' at position 1 is never closed; close it with ']', or quote the text that"
                + " contains it, such as '[a'");
  }

  @Test
  void reportsAMismatchedBracket() {
    assertThat(LiteralSyntax.splitAll("(1, 2]", ',').error())
        .startsWith("the '(' is closed by ']' at position 6");
  }

  @Test
  void reportsAStrayCloser() {
    assertThat(LiteralSyntax.splitAll("a), b", ',').error())
        .startsWith("the ')' at position 2 closes nothing");
  }

  @Test
  void reportsAnUnclosedQuote() {
    assertThat(LiteralSyntax.splitAll("x, 'abc", ',').error())
        .startsWith("the quote that opens `'abc` is never closed");
  }

  @Test
  void reportsAnUnknownEscape() {
    assertThat(LiteralSyntax.splitAll("'a\\nb'", ',').error()).startsWith("`\\n` is not an escape");
  }

  @Test
  void refusesDeepNesting() {
    String deep = "[".repeat(LiteralSyntax.MAX_DEPTH + 1) + "]".repeat(LiteralSyntax.MAX_DEPTH + 1);
    assertThat(LiteralSyntax.splitAll(deep, ',').error())
        .contains("deeper than " + LiteralSyntax.MAX_DEPTH);
    String allowed = "[".repeat(LiteralSyntax.MAX_DEPTH) + "]".repeat(LiteralSyntax.MAX_DEPTH);
    assertThat(LiteralSyntax.splitAll(allowed, ',').failed()).isFalse();
  }

  @Test
  void unwrapsOnlyWhenTheClosingBracketMatchesTheOpeningOne() {
    assertThat(LiteralSyntax.unwrap(" [1, [2]] ", '[', ']')).hasValue("1, [2]");
    assertThat(LiteralSyntax.unwrap("(a)=(b)", '(', ')')).isEmpty();
    assertThat(LiteralSyntax.unwrap("[1", '[', ']')).isEmpty();
    assertThat(LiteralSyntax.unwrap("[']']", '[', ']')).hasValue("']'");
  }

  @Test
  void readsAQuotedComponent() {
    LiteralSyntax.Component component = LiteralSyntax.component("  'a, \\'b\\' \\\\'  ");
    assertThat(component.quoted()).isTrue();
    assertThat(component.text()).isEqualTo("a, 'b' \\");
  }

  @Test
  void readsAnUnquotedComponentWithoutItsSpaces() {
    LiteralSyntax.Component component = LiteralSyntax.component("  a b  ");
    assertThat(component.quoted()).isFalse();
    assertThat(component.text()).isEqualTo("a b");
  }

  @Test
  void refusesTextAfterAQuotedComponent() {
    assertThat(LiteralSyntax.component("'a'b").error())
        .startsWith("only spaces may follow the quoted part 'a'");
  }

  @Test
  void quoteIsTheInverseOfComponent() {
    for (String text : new String[] {"", "a, b", "it's", "\\", "'\\''", "[(x={y})]"}) {
      assertThat(LiteralSyntax.component(LiteralSyntax.quote(text)).text()).isEqualTo(text);
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

  @Test
  void saysWherePartsStartAndErrorsAre() {
    assertThat(LiteralSyntax.splitAll("1, [2, 3] ,x", ',').starts())
        .containsExactly(0, 2, 11)
        .inOrder();
    assertThat(LiteralSyntax.splitFirst("ab=cd", '=').starts()).containsExactly(0, 3).inOrder();
    assertThat(LiteralSyntax.splitAll("a), b", ',').errorAt()).isEqualTo(1);
    assertThat(LiteralSyntax.splitAll("x, [1, 2", ',').errorAt()).isEqualTo(3);
    assertThat(LiteralSyntax.splitAll("x, 'a\\qb'", ',').errorAt()).isEqualTo(5);
    LiteralSyntax.Component quoted = LiteralSyntax.component("  'ab'");
    assertThat(quoted.start()).isEqualTo(3);
    LiteralSyntax.Component unquoted = LiteralSyntax.component("  ab ");
    assertThat(unquoted.start()).isEqualTo(2);
    assertThat(LiteralSyntax.component(" 'a'b").errorAt()).isEqualTo(4);
    assertThat(LiteralSyntax.leadingSpaces("  x ")).isEqualTo(2);
  }
}
