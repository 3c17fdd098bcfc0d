"""Urza, Lord High Artificer (compiled from its Oracle text), played through the engine.

Oracle text: When Urza, Lord High Artificer enters the battlefield, create a 0/0 colorless Construct artifact
creature token with "This creature gets +1/+1 for each artifact you control." / Tap an untapped artifact you
control: Add {U}. / {5}: Shuffle your library, then exile the top card. Until end of turn, you may play that card
without paying its mana cost."""

from __future__ import annotations

from support import activate, board, cast, cast_actions, pt, resolve_stack, tokens, use_compiled

use_compiled("Urza, Lord High Artificer")


def test_ruling_the_construct_counts_itself() -> None:
    """Ruling (2019-06-14): 'The token created by Urza's first ability will count itself, so it'll be at least
    1/1.' With one other artifact (Ornithopter) it is 2/2."""
    game = board({"hand": ["Urza, Lord High Artificer"],
                  "battlefield": [{"card": "Island", "count": 4}, "Ornithopter"]})
    cast(game, "Urza, Lord High Artificer")
    resolve_stack(game)
    (construct,) = tokens(game, 0)
    assert pt(game, construct) == (2, 2)


def test_601_3_118_9_play_the_exiled_card_without_paying_its_mana_cost() -> None:
    """{5}: the library is shuffled and its top card exiled; Hill Giant ({3}{R}) is then cast for no mana. Ruling
    (2019-06-14): 'If you don't play the card exiled with Urza's last ability, it remains in exile.'"""
    game = board({"battlefield": ["Urza, Lord High Artificer", {"card": "Island", "count": 5}],
                  "library": ["Hill Giant"] * 5})
    activate(game, "Urza, Lord High Artificer", 2)
    resolve_stack(game)
    exiled = [o for o in game.zone("exile", 0) if game.chars(o).name == "Hill Giant"]
    assert len(exiled) == 1 and len(game.zone("library", 0)) == 4
    (action,) = [a for a in cast_actions(game) if a.startswith(f"cast {exiled[0]}")]
    game.apply(action)
    assert game.pending.kind != "pay"  # no mana to pay (118.9)
    resolve_stack(game)
    assert "Hill Giant" in [game.chars(o).name for o in game.zone("battlefield")]
