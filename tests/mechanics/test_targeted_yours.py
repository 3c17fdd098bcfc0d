"""'Whenever you or [another] permanent you control becomes the target of a spell or ability an opponent
controls' (603.2, 603.2c; Unsettled Mariner, Valkmira)."""

from __future__ import annotations

from support import activate, board, cast, lands

from lithoform.catalog.compiled import compiled
from lithoform.mechanics.targeted_yours.text import YOU_OR_OTHERS_TARGETED, YOU_OR_YOURS_TARGETED


def _triggers(game, name: str) -> int:
    return sum(1 for line in game.log() if f"{name}'s ability triggers" in line)


def test_603_2_a_permanent_you_control_includes_the_creature_itself() -> None:
    """Unsettled Mariner: 'you or a permanent you control' (not 'another'): targeting the Mariner triggers it."""
    (t,) = [a.trigger for a in compiled("Unsettled Mariner").card.faces[0].abilities if hasattr(a, "trigger")]
    assert t.event == YOU_OR_YOURS_TARGETED
    game = board({"battlefield": ["Unsettled Mariner"]}, {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]},
                 active="P2")
    cast(game, "Shock", game.find("Unsettled Mariner"))
    assert _triggers(game, "Unsettled Mariner") == 1


def test_603_2_not_for_a_spell_or_ability_its_controller_controls() -> None:
    """'an opponent controls': the controller's own spell targeting their creature doesn't trigger it."""
    game = board({"battlefield": ["Unsettled Mariner", "Prodigal Pyromancer"]})
    activate(game, "Prodigal Pyromancer", 1, game.find("Unsettled Mariner"))
    assert _triggers(game, "Unsettled Mariner") == 0


def test_603_2_an_activated_ability_targeting_you_triggers_it() -> None:
    """'a spell or ability': an opponent's activated ability targeting the player."""
    game = board({"battlefield": ["Unsettled Mariner"]}, {"battlefield": ["Prodigal Pyromancer"]}, active="P2")
    activate(game, "Prodigal Pyromancer", 1, "P1")
    assert _triggers(game, "Unsettled Mariner") == 1


def test_another_compiles_to_its_own_event() -> None:
    abilities = compiled("Reidane, God of the Worthy // Valkmira, Protector's Shield").card.faces[1].abilities
    assert [a.trigger.event for a in abilities if hasattr(a, "trigger")] == [YOU_OR_OTHERS_TARGETED]
