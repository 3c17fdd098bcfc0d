"""A card the compiler refuses names the phrase and why (GUIDE: refuse with a reason naming the phrase). A reading
that parsed but that a transformer refused is never masked by a later reading that doesn't parse: the line read
as a static ability, or a sentence of it read so, gives its reason."""

from __future__ import annotations

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _refusal(name: str) -> tuple[str, str]:
    result = compile_card(get_card(name))
    assert not result.ok
    u = result.unparsed[0]
    return u.phrase, u.reason


def test_a_static_sentence_refused_by_the_transformer_keeps_its_reason() -> None:
    """Canker Abomination: 'As Canker Abomination enters the battlefield, choose an opponent. Canker Abomination
    enters the battlefield with a -1/-1 counter on it for each creature that player controls.' The first sentence
    reads as a static ability; the second is refused for 'that player controls', and says so."""
    phrase, reason = _refusal("Canker Abomination")
    assert phrase.startswith("~ enters with a -1/-1 counter")
    assert "that player controls" in reason


def test_a_whole_static_line_refused_by_the_transformer_keeps_its_reason() -> None:
    """Alpine Moon: 'As Alpine Moon enters the battlefield, choose a nonbasic land card name.' parses as a static
    line and is refused there; the effect reading doesn't parse: the refusal is the static reading's."""
    phrase, reason = _refusal("Alpine Moon")
    assert phrase == "as ~ enters, choose a nonbasic land card name."
    assert reason
