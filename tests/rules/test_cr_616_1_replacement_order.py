"""CR 616.1: when several replacement and/or prevention effects would modify one event, the affected player
(or the affected object's controller) chooses one to apply (616.1e), then the process repeats with only the
effects that would still apply (616.1f); each applies once (614.5). Effects that would act alike need no
choice."""

from __future__ import annotations

from support import board, cast, pass_both


def _shield_then_bolt(choice: str):
    """P2 controls Nine Lives and has a Healing Salve shield for the next 3 damage; P1 Bolts P2."""
    game = board({"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Bolt", "Healing Salve"]},
                 {"battlefield": ["Nine Lives"]})
    game.apply(f"cast {game.find('Healing Salve')}")
    game.apply("mode 2")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    question = game.state.question
    assert question is not None and question.player == 1  # 616.1: the affected player chooses
    options = question.prompt
    index = 0 if options.index("Nine Lives") < options.index("shield") else 1
    game.apply(f"choose {index if choice == 'nine lives' else 1 - index}")
    return game


def test_616_1f_after_the_shield_prevents_everything_nine_lives_no_longer_applies() -> None:
    game = _shield_then_bolt("shield")
    nine = game.find("Nine Lives", player=1)
    assert game.state.players[1].life == 20
    assert game.state.objects[nine].counter("incarnation") == 0
    assert game.state.shields == ()


def test_616_1e_choosing_nine_lives_first_keeps_the_shield() -> None:
    game = _shield_then_bolt("nine lives")
    nine = game.find("Nine Lives", player=1)
    assert game.state.players[1].life == 20
    assert game.state.objects[nine].counter("incarnation") == 1
    assert len(game.state.shields) == 1 and game.state.shields[0].remaining == 3


def test_616_1_effects_that_act_alike_need_no_choice() -> None:
    """Conclave Mentor and Hardened Scales both put one more +1/+1 counter: 1 becomes 3 with no question."""
    game = board({"battlefield": ["Conclave Mentor", "Hardened Scales", "Grizzly Bears", "Forest"],
                  "hand": ["Battlegrowth"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Battlegrowth"), bears)
    pass_both(game)
    assert game.state.question is None
    assert game.state.objects[bears].counter("+1/+1") == 3
