"""Cut // Ribbons — the aftermath rulings as games.

Oracle text: Cut {1}{R} Sorcery: "Cut deals 4 damage to target creature." // Ribbons {X}{B}{B} Sorcery:
"Aftermath (Cast this spell only from your graveyard. Then exile it.) Each opponent loses X life."
"""

from __future__ import annotations

from support import board, cast, legal, pass_both

CARD = "Cut // Ribbons"


def test_ruling_first_half_then_aftermath_half_before_anyone_acts() -> None:
    """2017-04-18: 'If you cast the first half of a split card with aftermath during your turn, you'll have
    priority immediately after it resolves. You can cast the half with aftermath from your graveyard before
    any player can take any other action if it's legal for you to do so.'"""
    game = board({"battlefield": ["Mountain"] * 2 + ["Swamp"] * 3, "hand": [CARD]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, CARD, game.find("Grizzly Bears"), face=0)
    pass_both(game)
    assert game.pending.player == 0 and game.pending.kind == "priority"
    card = game.find(CARD, zone="graveyard")
    assert legal(game, f"cast {card} aftermath")
    game.apply(f"cast {card} aftermath")
    game.apply("x 1")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 19


def test_ruling_always_exiled_whether_it_resolves_or_is_countered() -> None:
    """2017-04-18: 'A spell with aftermath cast from a graveyard will always be exiled afterward, whether it
    resolves, it's countered, or it leaves the stack in some other way.'"""
    game = board({"battlefield": ["Swamp"] * 2, "graveyard": [CARD]},
                 {"battlefield": ["Island"] * 2, "hand": ["Counterspell"]})
    game.apply(f"cast {game.find(CARD, zone='graveyard')} aftermath")
    game.apply("x 0")
    game.apply("autopay")
    spell = game.state.stack[-1]
    game.apply("pass")
    cast(game, "Counterspell", spell)
    pass_both(game)
    assert game.find(CARD, zone="exile") and not game.zone("graveyard", 0)
