"""602.5: 'A player can't begin to activate an ability that's prohibited from being activated.' Static abilities
that prohibit the activated abilities of a group of permanents (611.3a: the group is determined at every
moment): 'Activated abilities of artifacts can't be activated.' (Null Rod), '... unless they're mana abilities'
(Damping Matrix, 605.1a), '... artifacts your opponents control ...' (Karn, the Great Creator)."""

from __future__ import annotations

from support import actions, board

from lithoform.catalog.compiled import compiled
from lithoform.mechanics.activation_bans.nodes import GroupActivationBan


def test_602_5_null_rod_stops_every_artifacts_abilities_its_own_too() -> None:
    game = board({"battlefield": ["Null Rod", "Mind Stone"]})
    assert not any(a.startswith(f"activate {game.find('Mind Stone')} ") for a in actions(game))


def test_605_1a_damping_matrix_leaves_mana_abilities() -> None:
    game = board({"battlefield": ["Damping Matrix", "Mind Stone", "Llanowar Elves"]})
    stone = game.find("Mind Stone")
    assert f"activate {stone} 1" in actions(game)  # '{T}: Add {C}.' is a mana ability
    assert not any(a.startswith(f"activate {stone} 2") for a in actions(game))


def test_611_3a_the_group_is_read_now() -> None:
    """An artifact that enters later is in the group at once."""
    c = compiled("Null Rod")
    assert c.ok and isinstance(c.card.faces[0].abilities[0], GroupActivationBan)
    game = board({"battlefield": ["Null Rod", "Mind Stone", {"card": "Plains", "count": 2}]}, )
    assert not any(a.startswith(f"activate {game.find('Mind Stone')} ") for a in actions(game))
