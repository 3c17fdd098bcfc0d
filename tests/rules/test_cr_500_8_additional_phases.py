"""CR 500.8: effects can add phases to a turn, directly after the specified phase; the most recently created
extra phase comes first. 505.1a: an additional main phase is a postcombat main phase ('Relentless Assault',
'Savage Beating', compiled from their Oracle text)."""

from __future__ import annotations

from support import attack, board, cast, pass_both, pass_until, to_attackers

from lithoform.play.serialize import dumps, loads

RED4 = [{"card": "Mountain", "count": 4}]


def _steps(game) -> list[str]:
    return [e.args["step"] for e in game.state.events() if e.kind == "step"]


def test_an_additional_combat_and_main_phase_follow_this_main_phase() -> None:
    """500.8, 505.1a: Relentless Assault resolving in the first main phase adds a combat phase and a main
    phase directly after it; the turn then goes on with its normal combat phase and second main phase."""
    game = board({"battlefield": RED4, "hand": ["Relentless Assault"]})
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    assert game.state.extra_phases == ("beginning_of_combat", "main2", "=main1")
    assert any(e.kind == "extra_phases" and "500.8" in e.rules for e in game.state.events())
    before = len(_steps(game))
    pass_until(game, "end")
    assert _steps(game)[before:] == [
        "beginning_of_combat", "declare_attackers", "end_of_combat", "main2",  # the added phases
        "beginning_of_combat", "declare_attackers", "end_of_combat", "main2", "end",  # the normal ones
    ]
    assert game.state.extra_phases == ()


def test_the_most_recently_created_phase_comes_first() -> None:
    """500.8: two Relentless Assaults in the same main phase: the second one's phases come first, then the
    first one's, then the normal combat: three combat phases in all."""
    game = board({"battlefield": [{"card": "Mountain", "count": 8}],
                  "hand": ["Relentless Assault", "Relentless Assault"]})
    for _ in range(2):
        cast(game, game.find("Relentless Assault", zone="hand"))
        pass_both(game)
    assert game.state.extra_phases == ("beginning_of_combat", "main2", "beginning_of_combat", "main2", "=main1")
    pass_until(game, "end")
    assert _steps(game).count("beginning_of_combat") == 3
    assert _steps(game).count("main2") == 3


def test_creatures_that_attacked_untap_and_attack_again() -> None:
    """508.1k, 500.8: 'Untap all creatures that attacked this turn': the Bears that attacked in the first
    combat untap (the untapped Ox, which didn't attack, is not touched), and attack again in the added combat
    phase; P2 takes damage twice."""
    game = board({"battlefield": ["Grizzly Bears", *RED4], "hand": ["Relentless Assault"]},
                 step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    to_attackers(game)
    attack(game, bears)
    pass_until(game, "main2")
    assert game.state.players[1].life == 18
    assert game.state.objects[bears].tapped
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    assert not game.state.objects[bears].tapped
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, bears)
    pass_until(game, "main2")
    assert game.state.players[1].life == 16


def test_only_creatures_that_attacked_untap() -> None:
    """508.1k: a tapped creature that didn't attack this turn stays tapped."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "tapped": True}, *RED4],
                  "hand": ["Relentless Assault"]})
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    assert game.state.objects[game.find("Grizzly Bears")].tapped


def test_after_this_main_phase_does_nothing_outside_a_main_phase() -> None:
    """500.8 and Relentless Assault's ruling: "It only creates an additional combat and main phase if it
    resolves during a main phase." (an ability naming 'this main phase' during combat adds nothing)"""
    from lithoform.cards.tree import CardDef, CardFace, SpellAbility
    from lithoform.catalog.registry import register
    from lithoform.mechanics.extra_combats.nodes import AddPhases

    register(CardDef("Test Flash Assault", (CardFace(
        "Test Flash Assault", ("Instant",), "{R}",
        text="After this main phase, there is an additional combat phase followed by an additional main phase.",
        spell=SpellAbility(AddPhases(("combat", "main"), "main"))),)))
    game = board({"battlefield": RED4, "hand": ["Test Flash Assault"]}, step="beginning_of_combat")
    cast(game, game.find("Test Flash Assault"))
    pass_both(game)
    assert game.state.extra_phases == ()
    assert any(e.kind == "extra_phases_none" for e in game.state.events())


def test_an_additional_combat_phase_after_this_combat_phase() -> None:
    """500.8: Savage Beating's 'After this phase, there is an additional combat phase.' cast during combat:
    a second combat phase follows this one, then the normal second main phase."""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Mountain", "count": 5}], "hand": ["Savage Beating"]},
                 step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    to_attackers(game)
    attack(game, bears)
    cast(game, game.find("Savage Beating"), mode=2)
    pass_both(game)
    assert game.state.extra_phases == ("beginning_of_combat", "=end_of_combat")
    before = len(_steps(game))
    pass_until(game, "main2")
    assert _steps(game)[before:].count("beginning_of_combat") == 1
    assert game.state.players[1].life == 18  # the Bears dealt damage in the first combat


def test_additional_phases_survive_saving_and_loading() -> None:
    game = board({"battlefield": RED4, "hand": ["Relentless Assault"]})
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    assert loads(dumps(game.state)).extra_phases == game.state.extra_phases


def test_a_turn_without_additional_phases_saves_as_before() -> None:
    """A new saved-state field is omitted at its default, so old saves and golden games stay identical."""
    game = board({"battlefield": RED4})
    assert "extra_phases" not in dumps(game.state)


def test_phases_added_to_a_turn_that_ends_early_are_gone_with_it() -> None:
    """724.1 with 500.8: Time Stop ends the turn after Relentless Assault added its phases: the game goes to the
    cleanup step, then the next turn begins (no additional combat phase left over)."""
    game = board({"battlefield": [*RED4, {"card": "Island", "count": 6}], "hand": ["Relentless Assault", "Time Stop"]})
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    cast(game, game.find("Time Stop"))
    pass_both(game)
    pass_until(game, "upkeep", turn=4)
    assert game.state.active == 1 and game.state.extra_phases == ()
    assert "beginning_of_combat" not in _steps(game)
