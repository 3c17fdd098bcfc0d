"""Chrome Mox: "Imprint — When Chrome Mox enters the battlefield, you may exile a nonartifact, nonland card from
your hand. / {T}: Add one mana of any of the exiled card's colors." (607.2a: the mana ability reads the card its
linked ability exiled; 106.1a: colors; mechanics/linked_color_mana)"""

from __future__ import annotations

import pytest
from support import board, cast, pass_both, use_compiled

from lithoform import Game
from lithoform.rules.payment import PaymentError, activate_mana_ability
from lithoform.rules.zones import move

use_compiled("Chrome Mox")

MOX = "Chrome Mox"


def _pool(game: Game) -> list[str]:
    return sorted(m.type for m in game.state.players[0].pool)


def _mana_actions(game: Game, oid: int) -> list[str]:
    return sorted(" ".join(str(a) for a in act.args[2:]) for act in game.legal_actions()
                  if act.kind == "activate" and act.args[0] == oid and act.args[1] == 1)


def _imprinted(hand: list[str], imprint: str | None) -> tuple[Game, int]:
    """Chrome Mox cast and resolved; its imprint trigger resolves, exiling `imprint` (None: declining)."""
    game = board({"hand": [MOX, *hand]})
    cast(game, MOX)
    pass_both(game)  # the artifact spell resolves; the imprint trigger goes on the stack
    pass_both(game)  # the trigger resolves: the card to exile is asked
    assert game.pending.kind == "choose"
    picked = [o for o in game.pending.options if game.state.objects[o].card == imprint]
    game.apply("choose " + (str(picked[0]) if picked else ""))
    return game, game.find(MOX)


def test_607_2a_adds_a_color_of_the_exiled_card() -> None:
    game, mox = _imprinted(["Lightning Bolt", "Forest"], "Lightning Bolt")
    assert [game.state.objects[o].card for o in game.state.zones["exile"]] == ["Lightning Bolt"]
    assert _mana_actions(game, mox) == ["mana:R"]
    game.apply(f"activate {mox} 1 mana:R")
    assert _pool(game) == ["R"] and game.state.objects[mox].tapped


def test_only_a_nonartifact_nonland_card_can_be_exiled() -> None:
    game = board({"hand": [MOX, "Forest", "Sol Ring", "Duress"]})
    cast(game, MOX)
    pass_both(game)
    pass_both(game)
    assert {game.state.objects[o].card for o in game.pending.options} == {"Duress"}


def test_ruling_a_multicolored_card_gives_a_choice_each_time() -> None:
    """Ruling (2020-08-07): "If you imprinted a multicolored card, you choose one of that card's colors each time
    you tap Chrome Mox for mana." """
    game, mox = _imprinted(["Abrupt Decay"], "Abrupt Decay")
    assert _mana_actions(game, mox) == ["mana:B", "mana:G"]
    game.apply(f"activate {mox} 1 mana:G")
    assert _pool(game) == ["G"]


def test_ruling_no_imprinted_card_or_a_colorless_one_adds_no_mana() -> None:
    """Ruling (2020-08-07): "If no card is imprinted on Chrome Mox, it can't add mana to your mana pool. It can
    never add {C} to your mana pool, even if the imprinted card has a colorless mana symbol in its mana cost." """
    game, mox = _imprinted(["Lightning Bolt"], None)
    assert _mana_actions(game, mox) == [""]
    game.apply(f"activate {mox} 1")
    assert _pool(game) == [] and game.state.objects[mox].tapped
    game, mox = _imprinted(["Ugin's Conjurant"], "Ugin's Conjurant")  # a colorless nonartifact card
    assert _mana_actions(game, mox) == [""]
    activate_mana_ability(game.state, 0, mox, 1, "C", ())
    assert _pool(game) == []  # tapped for nothing


def test_a_color_the_exiled_card_doesnt_have_is_refused() -> None:
    """Bad input is refused and changes nothing: Abrupt Decay is black and green, not red."""
    game, mox = _imprinted(["Abrupt Decay"], "Abrupt Decay")
    with pytest.raises(PaymentError, match="can't add R"):
        activate_mana_ability(game.state, 0, mox, 1, "R", ())
    assert _pool(game) == [] and not game.state.objects[mox].tapped


def test_400_7_a_card_that_left_exile_is_no_longer_read() -> None:
    """607.2a, 400.7: once the imprinted card leaves exile it is a new object the link doesn't name."""
    game, mox = _imprinted(["Lightning Bolt"], "Lightning Bolt")
    move(game.state, game.state.zones["exile"][0], "hand:0", rules=("400.7",))
    assert _mana_actions(game, mox) == [""]
