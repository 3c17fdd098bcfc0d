"""CR 701.20a: "To reveal a card, show that card to all players for a brief time." The log says truthfully what
was revealed: a whole hand ('reveals their hand: ...', Thoughtseize), or some cards and where from (the top of
a library, Coiling Oracle; a card found by a search, Transmute's Dimir House Guard; a card of the hand revealed
for a cost or a splice, Desperate Ritual), never a library's top card as 'their hand'."""

from __future__ import annotations

import re

from support import activate, basics, board, cast, pass_both, resolve_stack, use_compiled

use_compiled("Thoughtseize", "Glacial Ray", "Desperate Ritual", "Dimir Infiltrator")


def _reveal_lines(game) -> list[str]:
    """The reveal sentences of the default log (a resolving line may hold one after its colon)."""
    return [m.group().strip() for line in game.log() if (m := re.search(r"P\d reveals [^\[]*", line))]


def test_701_20a_thoughtseize_reveals_the_whole_hand() -> None:
    """'Target player reveals their hand.': the line names the hand and every card in it."""
    game = board({"hand": ["Thoughtseize"], "battlefield": ["Swamp"]}, {"hand": ["Forest", "Island"]})
    game.apply(f"cast {game.find('Thoughtseize')}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert _reveal_lines(game) == ["P2 reveals their hand: Forest, Island"]


def test_701_20a_coiling_oracle_reveals_the_top_card_not_a_hand() -> None:
    """'Reveal the top card of your library.': one card, from the top of the library."""
    game = board({"hand": ["Coiling Oracle"], "battlefield": ["Forest", "Island"],
                  "library": ["Lightning Bolt", "Plains"]})
    cast(game, "Coiling Oracle")
    resolve_stack(game)
    lines = _reveal_lines(game)
    assert lines == ["P1 reveals Lightning Bolt from the top of their library"]
    assert not any("their hand" in line for line in lines)


def test_701_20a_702_53a_transmute_reveals_the_found_card() -> None:
    """Transmute: 'Search your library for a card with the same mana value as the discarded card, reveal that
    card, and put it into your hand.': the found card, from the library (Dimir Infiltrator)."""
    game = board({"hand": ["Dimir Infiltrator"], "battlefield": basics(Island=2, Swamp=1),
                  "library": ["Lightning Bolt", "Grizzly Bears", "Serra Angel"]})
    activate(game, game.find("Dimir Infiltrator", zone="hand"), 1)
    pass_both(game)
    game.apply(f"choose {game.state.question.options[0]}")
    assert _reveal_lines(game) == ["P1 reveals Grizzly Bears found in their library"]


def test_702_47a_splice_reveals_the_spliced_card_from_the_hand() -> None:
    """702.47a: 'You may reveal this card from your hand as you cast a [quality] spell.': one card of the hand,
    not the hand."""
    game = board({"hand": ["Glacial Ray", "Desperate Ritual"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Glacial Ray', zone='hand')}")
    ritual = game.find("Desperate Ritual", zone="hand")
    game.apply(f"additional splice:Desperate_Ritual#{ritual}")
    game.apply("target P2")
    game.apply("autopay")
    assert _reveal_lines(game) == ["P1 reveals Desperate Ritual from their hand"]
