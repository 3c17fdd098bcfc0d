"""Leyline Tyrant: every official ruling, checked in a game.

Oracle text: Flying / You don't lose unspent red mana as steps and phases end. / When Leyline Tyrant dies,
you may pay any amount of {R}. When you do, it deals that much damage to any target."""

from __future__ import annotations

from support import board, cast, controlled, lands, life, pass_both, pass_until

from lithoform import Action, Game


def _pool(game: Game, player: int = 0) -> list[str]:
    return sorted(m.type for m in game.state.players[player].pool)


def _tap_for_mana(game: Game, *sources: int) -> None:
    for s in sources:
        game.apply(f"activate {s} 1")


def test_red_mana_keeps_what_is_attached_to_it_when_spent_later() -> None:
    """Ruling: "If a red mana you add to your mana pool has certain restrictions or riders associated with
    it (for example, if it was produced by Base Camp), they'll apply to that mana no matter when you spend
    it."

    The engine defines no mana with spending restrictions or riders (Base Camp isn't among its cards); what
    it attaches to each unit of mana is its source (106.3). This checks that the kept red mana is the very
    same unit, still with its source, a turn later."""
    game = board({"battlefield": ["Leyline Tyrant", "Mountain"]})
    mountain = game.find("Mountain")
    _tap_for_mana(game, mountain)
    kept = game.state.players[0].pool
    assert [(m.type, m.source) for m in kept] == [("R", mountain)]
    pass_until(game, "upkeep", turn=4)
    assert game.state.players[0].pool == kept


def test_red_mana_is_kept_across_steps_and_turns_other_mana_empties() -> None:
    """Ruling: "You can keep red mana in your mana pool indefinitely while Leyline Tyrant is on the
    battlefield. That means if you add a red mana to your mana pool during one step or phase, you can spend
    it during a later step or phase, or even a later turn. Other types of mana will continue to empty from
    your mana pool as each step and phase ends."
    """
    game = board({"battlefield": ["Leyline Tyrant", "Mountain", "Forest"], "hand": ["Lightning Bolt"]})
    _tap_for_mana(game, game.find("Mountain"), game.find("Forest"))
    assert _pool(game) == ["G", "R"]
    pass_until(game, "beginning_of_combat")
    assert _pool(game) == ["R"]  # the green mana emptied as the main phase ended
    pass_until(game, "upkeep", turn=4)
    assert _pool(game) == ["R"]
    game.apply("pass")  # P2, the active player, passes; P1 gets priority
    game.apply(f"cast {game.find('Lightning Bolt')}")  # during the opponent's upkeep, a turn later
    game.apply("target P2")
    assert Action("pay") in game.legal_actions()
    game.apply("pay")  # from the pool: the Mountain is still tapped from last turn
    pass_both(game)
    assert life(game, 1) == 17 and _pool(game) == []


def test_after_the_tyrant_leaves_red_mana_lasts_until_the_step_ends() -> None:
    """Ruling: "Once Leyline Tyrant leaves the battlefield, you have until the end of the current step or
    phase to spend whatever red mana is in your mana pool before it empties as normal. There is no penalty
    associated with this other than the loss of the mana."
    """
    game = board({"battlefield": [lands("Mountain", 2), {"card": "Leyline Tyrant", "damage": 1}],
                  "hand": ["Lightning Bolt"]}, step="upkeep")
    first, second = controlled(game, "Mountain")
    _tap_for_mana(game, first)
    pass_until(game, "main1")
    assert _pool(game) == ["R"]  # kept from the upkeep
    cast(game, "Lightning Bolt", game.find("Leyline Tyrant"), pay=False)
    _tap_for_mana(game, second)
    game.apply("pay")
    pass_both(game)  # the Tyrant dies
    assert game.find("Leyline Tyrant", zone="graveyard")
    pass_both(game)
    assert game.pending.kind == "amount"
    game.apply("choose 0")  # pay nothing: no reflexive trigger
    assert not game.state.stack and _pool(game) == ["R"]  # still there in this step
    pass_both(game)
    assert game.state.step == "beginning_of_combat"
    assert _pool(game) == []
    assert life(game, 0) == 20  # no penalty for the lost mana


def test_the_dies_ability_has_no_target_payment_triggers_a_targeted_reflexive_ability() -> None:
    """Ruling: "Leyline Tyrant's last ability goes on the stack without a target. While that ability is
    resolving, you may pay any amount of red mana, including from the unspent mana you have. If you do, a
    second ability triggers and you pick one target to be dealt that much damage. This is different from
    abilities that say "If you do . . ." in that players may cast spells and activate abilities after mana
    is paid but before the damage is dealt."
    """
    game = board({"battlefield": [lands("Mountain", 3), {"card": "Leyline Tyrant", "damage": 1}],
                  "hand": ["Lightning Bolt", "Shock"]}, step="upkeep")
    first, second, _third = controlled(game, "Mountain")
    _tap_for_mana(game, first, second)  # two red mana, kept into the main phase
    pass_until(game, "main1")
    cast(game, "Lightning Bolt", game.find("Leyline Tyrant"), pay=False)
    game.apply("pay")
    pass_both(game)
    dies = game.state.stack[-1]
    assert game.state.objects[dies].choices.targets == ()  # no target
    pass_both(game)
    assert game.pending.kind == "amount" and 1 in game.pending.options
    game.apply("choose 1")  # paid from the unspent red mana
    assert _pool(game) == []
    assert game.pending.kind == "target" and game.pending.max == 1  # the reflexive ability's one target
    game.apply("target P2")
    reflexive = game.state.stack[-1]
    assert game.pending.kind == "priority" and life(game, 1) == 20
    cast(game, "Shock", "P2")  # a spell after the mana was paid, before the damage
    pass_both(game)
    assert life(game, 1) == 18 and game.state.stack == (reflexive,)
    pass_both(game)
    assert life(game, 1) == 17


def test_flying() -> None:
    """Oracle: "Flying" (702.9b): Leyline Tyrant can't be blocked by a creature without flying or reach."""
    game = board({"battlefield": ["Leyline Tyrant"]}, {"battlefield": ["Grizzly Bears", "Serra Angel"]},
                 step="beginning_of_combat")
    tyrant = game.find("Leyline Tyrant")
    pass_both(game)
    game.apply(f"attack {tyrant} P2")
    game.apply("done")
    pass_both(game)
    assert Action("block", (game.find("Grizzly Bears"), tyrant)) not in game.legal_actions()
    assert Action("block", (game.find("Serra Angel"), tyrant)) in game.legal_actions()
