"""Stoneforge Mystic: "When Stoneforge Mystic enters the battlefield, you may search your library for an
Equipment card, reveal it, put it into your hand, then shuffle. / {1}{W}, {T}: You may put an Equipment card
from your hand onto the battlefield." (110.2, 608.2d)"""

from __future__ import annotations

from support import basics, board, use_compiled

use_compiled("Stoneforge Mystic", "Sword of Fire and Ice")

MYSTIC = "Stoneforge Mystic"


def _activate(game) -> None:
    game.apply(f"activate {game.find(MYSTIC)} 1")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "may":
        game.apply("yes")


def test_ruling_any_equipment_from_hand_enters_unattached() -> None:
    """Ruling (2010-03-01): "When Stoneforge Mystic's second ability resolves, you may put any Equipment card
    from your hand onto the battlefield, not just the one you searched for with its first ability. The
    Equipment is put onto the battlefield unattached." """
    game = board({"hand": ["Sword of Fire and Ice", "Grizzly Bears"],
                  "battlefield": [MYSTIC, *basics(Plains=2)]})
    _activate(game)
    assert game.pending.kind == "choose", game.pending
    sword = game.find("Sword of Fire and Ice", zone="hand")
    assert game.pending.options == (sword,)  # Equipment only: not the Bears
    game.apply(f"choose {sword}")
    on = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Sword of Fire and Ice"]
    assert len(on) == 1 and game.state.objects[on[0]].attached_to == 0 and game.state.objects[on[0]].controller == 0


def test_the_question_comes_even_without_equipment_in_hand() -> None:
    """400.2: the hand is hidden; with cards in it but none an Equipment, the choice comes, with no option,
    so that its coming shows nothing to the opponent (the player chooses nothing)."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": [MYSTIC, *basics(Plains=2)]})
    _activate(game)
    assert game.pending.kind == "choose" and game.pending.options == ()
    game.apply("choose")
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.zone("hand", 0)]
