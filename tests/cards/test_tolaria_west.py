"""Tolaria West: "Tolaria West enters the battlefield tapped. / {T}: Add {U}. / Transmute {1}{U}{U} ({1}{U}{U},
Discard this card: Search your library for a card with mana value 0, reveal it, put it into your hand, then
shuffle. Transmute only as a sorcery.)" (702.53a)"""

from __future__ import annotations

from support import activate, basics, board, names, use_compiled

use_compiled("Tolaria West")


def test_ruling_cards_with_no_mana_cost_and_x_costs_have_mana_value_0() -> None:
    """Ruling (2021-03-19): "Cards with mana cost {0} (like Pact of Negation) and cards with no mana cost (like
    Ancestral Vision and Tolaria West itself) have mana value 0." And: "Cards with mana cost {X}, {X}{X}, or
    {X}{X}{X} have mana value 0." A land, Memnite ({0}) and Fireball ({X}{R}: mana value 1) in the library:
    the land and Memnite are found."""
    game = board({"hand": ["Tolaria West"], "battlefield": basics(Island=3),
                  "library": ["Forest", "Memnite", "Fireball", "Lightning Bolt"]})
    activate(game, game.find("Tolaria West", zone="hand"), 2)
    game.apply("pass")
    game.apply("pass")
    found = sorted(game.state.objects[o].card for o in game.state.question.options)
    assert found == ["Forest", "Memnite"]
    game.apply(f"choose {game.state.question.options[0]}")
    assert len(names(game, "hand")) == 1
