"""Reidane, God of the Worthy // Valkmira, Protector's Shield: its rulings, checked in a game.

Oracle text (Reidane): Flying, vigilance / Snow lands your opponents control enter the battlefield tapped. /
Noncreature spells your opponents cast with mana value 4 or greater cost {2} more to cast.
Oracle text (Valkmira): If a source an opponent controls would deal damage to you or a permanent you
control, prevent 1 of that damage. / Whenever you or another permanent you control becomes the target of a
spell or ability an opponent controls, counter that spell or ability unless its controller pays {1}."""

from __future__ import annotations

from support import activate, attack, board, cast, lands, names, pass_both, pass_until

from lithoform import Game
from lithoform.interfaces.scenario.board import build

CARD = "Reidane, God of the Worthy // Valkmira, Protector's Shield"
VALKMIRA = {"card": CARD, "face": "Valkmira, Protector's Shield"}


def _valkmira(p1: list, p2: dict, active: str = "P2", step: str = "main1") -> Game:
    """Valkmira on P1's battlefield (set up with its back face up, as the scenario format does)."""
    setup = {"active": active, "turn": 3, "step": step, "P1": {"battlefield": [VALKMIRA, *p1]}, "P2": p2}
    return build(setup, 0, 0)


def _triggers(game: Game) -> int:
    return sum(1 for line in game.log() if "Valkmira, Protector's Shield's ability triggers" in line)


def test_prevents_1_of_each_sources_damage_of_any_kind() -> None:
    """Ruling (2021-02-05): "Valkmira's first ability prevents 1 damage from each source an opponent controls
    each time that source would deal damage to you. It prevents 1 of any kind of damage, not just combat
    damage." Two attackers deal 2 each: 1 each is prevented; a Shock's 2 at P1 (paid for) is reduced too."""
    game = _valkmira([], {"battlefield": [lands("Grizzly Bears", 2), lands("Mountain", 2)], "hand": ["Shock"]},
                     step="beginning_of_combat")
    pass_both(game)
    bears = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]
    attack(game, *bears, at="P1")
    pass_until(game, "main2", turn=3)
    assert game.state.players[0].life == 18  # 2 + 2, less 1 each
    cast(game, "Shock", "P1")
    pass_both(game)  # Valkmira's trigger resolves: P2 may pay {1}
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("yes")
    pass_both(game)
    assert game.state.players[0].life == 17


def test_each_spell_aura_activated_and_triggered_ability_of_an_opponent_that_targets_you_or_yours() -> None:
    """Ruling (2021-02-05): "Valkmira's last ability affects each spell (including Aura spells), activated
    ability, and triggered ability controlled by an opponent that targets you or another permanent you
    control." An Aura spell at P1's creature and an activated ability at P1 each trigger it; unpaid, each
    is countered."""
    game = _valkmira(["Grizzly Bears"], {"battlefield": ["Prodigal Pyromancer", lands("Plains", 2)],
                                         "hand": ["Pacifism"]})
    cast(game, "Pacifism", game.find("Grizzly Bears"))
    assert _triggers(game) == 1
    pass_both(game)  # the trigger: P2 has no mana left to pay {1}
    pass_both(game)
    assert "Pacifism" in names(game, "graveyard", 1)
    activate(game, "Prodigal Pyromancer", 1, "P1")
    assert _triggers(game) == 2
    pass_both(game)
    pass_both(game)
    assert game.state.players[0].life == 20


def test_not_when_valkmira_itself_is_targeted() -> None:
    """Oracle: "you or another permanent you control": targeting Valkmira itself doesn't trigger it."""
    game = _valkmira([], {"battlefield": [lands("Plains", 2)], "hand": ["Disenchant"]})
    cast(game, "Disenchant", game.find("Valkmira, Protector's Shield"))
    assert _triggers(game) == 0


def test_a_spell_with_two_targets_of_yours_triggers_it_twice() -> None:
    """603.2c: an event with several occurrences triggers the ability once for each: Arc Trail at P1 and at
    P1's creature is countered unless {1} is paid twice."""
    game = _valkmira(["Grizzly Bears"], {"battlefield": [lands("Mountain", 3)], "hand": ["Arc Trail"]})
    cast(game, "Arc Trail", "P1", game.find("Grizzly Bears"))
    assert _triggers(game) == 2


def test_snow_lands_of_opponents_enter_tapped() -> None:
    """Oracle (Reidane): "Snow lands your opponents control enter the battlefield tapped." (614.1c)"""
    game = board({"battlefield": [CARD], "hand": ["Snow-Covered Plains"]},
                 {"hand": ["Snow-Covered Forest", "Forest"]}, active="P2")
    game.apply(f"play {game.find('Snow-Covered Forest', zone='hand', player=1)}")
    assert game.state.objects[game.find("Snow-Covered Forest")].tapped
    pass_until(game, "main1", turn=4)
    game.apply(f"play {game.find('Snow-Covered Plains', zone='hand', player=0)}")
    assert not game.state.objects[game.find("Snow-Covered Plains")].tapped
