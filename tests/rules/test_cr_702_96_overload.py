"""CR 702.96a: "'Overload [cost]' means 'You may choose to pay [cost] rather than pay this spell's mana
cost.'" 702.96b: "If a spell's overload cost was paid, its text is changed by replacing all instances of the
word 'target' with the word 'each.' This is a text-changing effect. A spell with overload doesn't target when
its overload cost is paid." Played with Electrickery ({R}: 1 damage to target creature you don't control;
overload {1}{R}) and Mind Rake ({2}{B}: target player discards two cards; overload {1}{B}{B})."""

from __future__ import annotations

from support import basics, battlefield_names, board, hand_size, names, pass_both, use_compiled

use_compiled("Electrickery", "Mind Rake")


def _electrickery():  # noqa: ANN202
    return board({"hand": ["Electrickery"], "battlefield": [*basics(Mountain=2), "Llanowar Elves"]},
                 {"battlefield": ["Llanowar Elves", "Birds of Paradise", "Serra Angel"]})


def test_702_96b_overloaded_it_affects_each_and_has_no_target() -> None:
    game = _electrickery()
    game.apply(f"cast {game.find('Electrickery', zone='hand')}")
    game.apply("alternative overload")
    assert game.pending.kind != "target"
    if game.pending.kind == "pay":
        game.apply("autopay")
    spell = game.state.objects[game.state.stack[-1]]
    assert not any(spell.choices.targets)
    pass_both(game)
    assert battlefield_names(game, 1) == ["Serra Angel"]  # each creature it didn't control got 1 damage
    assert "Llanowar Elves" in battlefield_names(game, 0)  # not the caster's


def test_702_96a_cast_for_its_mana_cost_it_has_a_single_target() -> None:
    game = _electrickery()
    game.apply(f"cast {game.find('Electrickery', zone='hand')}")
    game.apply("alternative none")
    assert game.pending.kind == "target" and game.pending.max == 1
    game.apply(f"target {game.find('Birds of Paradise')}")
    game.apply("autopay")
    pass_both(game)
    assert sorted(battlefield_names(game, 1)) == ["Llanowar Elves", "Serra Angel"]


def test_702_96b_each_player_discards_when_mind_rake_is_overloaded() -> None:
    game = board({"hand": ["Mind Rake", "Forest", "Forest"], "battlefield": basics(Swamp=3)},
                 {"hand": ["Island", "Island", "Island"]})
    game.apply(f"cast {game.find('Mind Rake', zone='hand')}")
    game.apply("alternative overload")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    for _ in range(4):
        q = game.state.question
        if q is None:
            break
        game.apply("choose " + " ".join(str(o) for o in q.options[: q.min]))
    assert hand_size(game, 0) == 0 and hand_size(game, 1) == 1
    assert names(game, "graveyard", 1) == ["Island", "Island"]
