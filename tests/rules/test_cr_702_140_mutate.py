"""CR 702.140: mutate, and 730: merged permanents. Cast for its mutate cost, a creature spell targets a non-Human
creature with the same owner (702.140a); with its target legal it merges with it, over or under (702.140c,
730.2), and the merged creature has the characteristics of its topmost card and the abilities of every card
(702.140e, 730.2a); with its target illegal it enters as a creature (702.140b); 'whenever this creature mutates'
(702.140d); leaving the battlefield, each of its cards goes to the new zone (730.3)."""

from __future__ import annotations

from support import board
from support.scenario_text import passes

from lithoform.interfaces.scenario import run_text
from lithoform.play.game import Game

HEAD = """
format: lithoform-scenario/1
name: {name}
rules: [702.140]
setup:
  active: P1
  step: main1
"""


def _scenario(name: str, body: str) -> None:
    passes(HEAD.format(name=name) + body)


def test_702_140a_the_target_is_a_non_human_creature_with_the_same_owner() -> None:
    """702.140a: 'targets a non-Human creature with the same owner as this spell': not a Human, not another
    player's creature; with no legal target the mutate cost can't be chosen (601.2c), the mana cost still can."""
    _scenario("mutate targets", """
  P1:
    battlefield: [Elite Vanguard, {card: Forest, count: 4}]
    hand: [Gemrazer]
  P2:
    battlefield: [Grizzly Bears]
script:
  - {P1: cannot, cast: Gemrazer, kicker: mutate, targets: [Elite Vanguard]}
  - {P1: cannot, cast: Gemrazer, kicker: mutate, targets: [Grizzly Bears]}
  - {P1: can, cast: Gemrazer}
""")


def test_702_140a_mutate_is_an_alternative_cost_paid_rather_than_the_mana_cost() -> None:
    """702.140a, 118.9: the mutate cost ({1}{U} for Sea-Dasher Octopus) is paid instead of its mana cost
    ({1}{U}{U}); the spell's mana value is still that of its mana cost (202.3)."""
    game = board({"battlefield": ["Island", "Island", "Grizzly Bears"], "hand": ["Sea-Dasher Octopus"]})
    octopus, bears = game.find("Sea-Dasher Octopus"), game.find("Grizzly Bears")
    game.apply(f"cast {octopus}")
    game.apply("alternative mutate")
    assert game.pending.kind == "target" and game.pending.options == (bears,)
    game.apply(f"target {bears}")
    assert game.pending.prompt == "pay {1}{U}"
    game.apply("autopay")
    assert game.chars(game.state.stack[-1]).mana_value == 3


def test_702_140c_730_2a_over_it_has_the_top_cards_characteristics_and_all_abilities() -> None:
    """702.140c: put on top, the mutating card's characteristics (name, power, toughness, mana value) are the
    merged creature's (730.2a), with the abilities of both cards (702.140e); it is one creature."""
    _scenario("mutate over", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Forest, count: 3}]
    hand: [Gemrazer]
  P2:
    battlefield: [Ornithopter]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - check:
    - {object: bears, name: Gemrazer, power: 4, toughness: 4, mana_value: 4, abilities: [Reach, Trample]}
    - {zone: P1.battlefield, count: {Gemrazer: 1, Grizzly Bears: 0}}
    - {log: {contains: ["702.140c"]}}
  - {P1: choose, targets: [Ornithopter]}
  - resolve: 1
expect:
  - {zone: P2.graveyard, contains: [Ornithopter]}
""")


def test_702_140c_under_it_keeps_its_characteristics_and_gains_the_abilities() -> None:
    """702.140c: put under, the creature keeps its own characteristics (730.2a: the topmost card's) and gains the
    mutating card's abilities (702.140e): Dreamtail Heron's flying and its 'whenever this creature mutates,
    draw a card', which triggers (702.140d)."""
    _scenario("mutate under", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Island, count: 4}]
    hand: [Dreamtail Heron]
script:
  - {P1: cast, card: Dreamtail Heron, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
  - check:
    - {object: bears, name: Grizzly Bears, power: 2, toughness: 2, mana_value: 2, abilities: [Flying]}
    - {stack: {size: 1}}
  - resolve: 1
expect:
  - {zone: P1.hand, count: 1}
""")


def test_702_140b_with_its_target_illegal_it_enters_as_a_creature() -> None:
    """702.140b, 608.3b: its target gone as it begins to resolve, it ceases to be a mutating creature spell and
    enters the battlefield as a creature spell would; it didn't mutate, so 'whenever this creature mutates' doesn't
    trigger (702.140d)."""
    _scenario("mutate target illegal", """
  P1:
    battlefield: [Grizzly Bears, {card: Island, count: 4}]
    hand: [Dreamtail Heron]
  P2:
    battlefield: [{card: Swamp, count: 3}]
    hand: [Murder]
    library: [Island, Island]
script:
  - {P1: cast, card: Dreamtail Heron, kicker: mutate, targets: [Grizzly Bears]}
  - {P1: pass}
  - {P2: cast, card: Murder, targets: [Grizzly Bears], pay: auto}
  - resolve: 1
  - resolve: 1
expect:
  - {object: Dreamtail Heron, zone: P1.battlefield, power: 3, toughness: 4}
  - {zone: P1.graveyard, contains: [Grizzly Bears]}
  - {stack: {size: 0}}
  - {zone: P1.hand, count: 0}
  - {log: {contains: ["702.140b"]}}
""")


def test_730_2c_the_merged_creature_is_the_same_object() -> None:
    """730.2b-c: the merged creature is the creature it was: it hasn't just entered (a creature that came under
    its controller's control before this turn can attack, 302.6), and its counters stay on it."""
    _scenario("same object", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears, counters: {+1/+1: 1}}, {card: Forest, count: 3}]
    hand: [Gemrazer]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - advance: declare_attackers
  - attack: [bears]
  - advance: end
expect:
  - {life: {P2: 15}}
  - {object: bears, counters: {+1/+1: 1}, power: 5}
""")


def test_702_140d_whenever_a_creature_you_control_mutates() -> None:
    """702.140d: Essence Symbiote's 'Whenever a creature you control mutates, put a +1/+1 counter on that
    creature and you gain 2 life.' triggers as a spell merges with one; 'that creature' is the merged one."""
    _scenario("essence symbiote", """
  P1:
    battlefield: [Essence Symbiote, {card: Grizzly Bears, label: bears}, {card: Forest, count: 3}]
    hand: [Gemrazer]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
  - resolve: all
expect:
  - {object: bears, counters: {+1/+1: 1}, power: 3, toughness: 3}
  - {life: {P1: 22}}
""")


def test_702_140d_the_number_of_times_this_creature_has_mutated() -> None:
    """702.140d: Porcuparrot's '{T}: This creature deals X damage to any target, where X is the number of times
    this creature has mutated.': each merge counts (here two)."""
    _scenario("porcuparrot", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Mountain, count: 6}]
    hand: [Porcuparrot, Gemrazer]
    library: [Island, Island]
  P2:
    battlefield: [Ornithopter]
script:
  - {P1: cast, card: Porcuparrot, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - check:
    - {object: bears, name: Porcuparrot}
  - {P1: activate, card: bears, targets: [P2]}
  - resolve: 1
expect:
  - {life: {P2: 19}}
""")


def test_730_3_a_merged_permanent_leaving_puts_each_card_into_the_zone() -> None:
    """730.3: one permanent leaves the battlefield, and each of its cards is put into the new zone: destroyed,
    both cards are in the graveyard (one creature died: Murder kills one creature)."""
    _scenario("dies", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Island, count: 4}, {card: Swamp, count: 3}]
    hand: [Dreamtail Heron, Murder]
    library: [Island]
script:
  - {P1: cast, card: Dreamtail Heron, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - resolve: 1
  - {P1: cast, card: Murder, targets: [Dreamtail Heron]}
  - resolve: 1
expect:
  - {zone: P1.graveyard, contains: [Grizzly Bears, Dreamtail Heron, Murder]}
  - {zone: P1.battlefield, lacks: [Grizzly Bears, Dreamtail Heron]}
""")


def test_730_3_returned_to_hand_each_card_goes_to_the_hand() -> None:
    """730.3: returned to its owner's hand, the merged permanent is its two cards there."""
    _scenario("bounce", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Forest, count: 3}]
    hand: [Gemrazer]
  P2:
    battlefield: [Island]
    hand: [Unsummon]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
  - {P1: pass}
  - {P2: cast, card: Unsummon, targets: [bears]}
  - resolve: 1
expect:
  - {zone: P1.hand, contains: [Grizzly Bears, Gemrazer]}
  - {zone: P1.battlefield, lacks: [Grizzly Bears, Gemrazer]}
""")


def test_730_2d_a_merged_permanent_is_a_token_only_if_its_top_is() -> None:
    """730.2d: over a token, the merged creature is not a token (its top is a card); when it dies the card goes to
    the graveyard and the token ceases to exist (730.3, 704.5d)."""
    _scenario("token", """
  P1:
    battlefield: [{card: Grizzly Bears, token: true, label: bears}, {card: Island, count: 4}, {card: Swamp, count: 3}]
    hand: [Dreamtail Heron, Murder]
    library: [Island]
script:
  - {P1: cast, card: Dreamtail Heron, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - check:
    - {object: bears, token: false, name: Dreamtail Heron}
  - resolve: 1
  - {P1: cast, card: Murder, targets: [Dreamtail Heron]}
  - resolve: 1
expect:
  - {zone: P1.graveyard, contains: [Dreamtail Heron, Murder]}
  - {zone: P1.graveyard, count: 2}
""")


def test_730_2a_under_a_token_it_is_a_token() -> None:
    """730.2d: under a token, the merged creature is a token (its topmost component is)."""
    _scenario("under token", """
  P1:
    battlefield: [{card: Grizzly Bears, token: true, label: bears}, {card: Forest, count: 3}]
    hand: [Gemrazer]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
expect:
  - {object: bears, token: true, name: Grizzly Bears, abilities: [Reach, Trample]}
""")


def test_707_2_730_2a_a_copy_of_a_merged_creature_copies_the_merged_values() -> None:
    """730.2a: the merge is a copiable effect (layer 1): a Clone entering as a copy of the merged creature copies
    the top card's characteristics and every card's abilities (707.2); it is one card, not merged."""
    _scenario("clone", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Forest, count: 3}, {card: Island, count: 4}]
    hand: [Gemrazer, {card: Clone, label: clone}]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
  - {P1: cast, card: Clone}
  - resolve: 1
  - {P1: choose, copy_of: bears}
expect:
  - {object: clone, name: Grizzly Bears, power: 2, abilities: [Reach, Trample]}
""")


def test_702_140a_two_times_mutated_both_triggers() -> None:
    """702.140e: a creature mutated twice has all three cards' abilities: Dreamtail Heron's 'whenever this
    creature mutates' triggers again as Gemrazer merges with it (702.140d), and Gemrazer's own triggers too."""
    game = board({"battlefield": ["Grizzly Bears"] + ["Island"] * 4 + ["Forest"] * 3,
                  "hand": ["Dreamtail Heron", "Gemrazer"], "library": ["Island"] * 3})
    bears = game.find("Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "under")
    _pass_until_empty(game)
    _mutate(game, "Gemrazer", bears, "under")
    texts = [w.ability.text for w in game.state.waiting] + [
        game.state.objects[s].ability.text for s in game.state.stack if hasattr(game.state.objects[s], "ability")]
    assert sum("draw a card" in t for t in texts) == 1 and sum("destroy target" in t for t in texts) <= 1
    assert game.chars(bears).name == "Grizzly Bears" and {"flying", "reach", "trample"} <= game.chars(bears).keywords


def _mutate(game: Game, card: str, target: int, where: str) -> None:
    game.apply(f"cast {game.find(card)}")
    game.apply("alternative mutate")
    game.apply(f"target {target}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.labels == ("over (on top)", "under (on the bottom)")
    game.apply("choose 1" if where == "over" else "choose 0")


def _pass_until_empty(game: Game) -> None:
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass" if game.pending.kind == "priority" else str(list(game.legal_actions())[0]))


def test_730_3c_an_effect_that_finds_the_object_it_became_finds_all_of_them() -> None:
    """730.3c: 'If an effect can find the new object that a merged permanent becomes as it leaves the battlefield,
    it finds all of those objects.' Cloudshift exiles the merged creature and returns 'that card': both cards
    return, each its own creature."""
    _scenario("cloudshift", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Forest, count: 3}, {card: Plains, count: 1}]
    hand: [Gemrazer, Cloudshift]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - {P1: cast, card: Cloudshift, targets: [bears]}
  - resolve: 1
expect:
  - {zone: P1.battlefield, count: {Gemrazer: 1, Grizzly Bears: 1}}
  - {object: Grizzly Bears, power: 2, toughness: 2, lacks_abilities: [Reach]}
  - {object: Gemrazer, power: 4, toughness: 4}
  - {zone: P1.exile, count: 0}
""")


def test_730_2_a_merged_game_saves_and_loads() -> None:
    """The merged permanent's cards are part of the saved game (GameState.merges): loaded, it still leaves the
    battlefield as both its cards (730.3)."""
    game = board({"battlefield": ["Grizzly Bears"] + ["Forest"] * 3, "hand": ["Gemrazer"]},
                 {"battlefield": ["Island"], "hand": ["Unsummon"]})
    bears = game.find("Grizzly Bears")
    _mutate(game, "Gemrazer", bears, "over")
    _pass_until_empty(game)
    loaded = Game.from_json(game.to_json())
    assert loaded.state.merges == game.state.merges and len(loaded.state.merges[0].components) == 2
    assert loaded.chars(bears).name == "Gemrazer"


def test_730_2_a_set_up_merged_permanent_is_malformed_off_the_battlefield() -> None:
    """The set-up key `merged` (730.2) is for a permanent: elsewhere, or with a card that isn't a creature card,
    the file is malformed, with its line."""
    report = run_text(HEAD.format(name="bad merged") + """
  P1:
    hand: [{card: Gemrazer, merged: [Grizzly Bears]}]
script: []
expect: []
""")
    assert report.error is not None and "only a permanent is merged" in str(report.error)
    report = run_text(HEAD.format(name="bad merged") + """
  P1:
    battlefield: [{card: Gemrazer, merged: [Forest]}]
script: []
expect: []
""")
    assert report.error is not None and "not a creature card" in str(report.error)


def test_702_140e_two_of_the_same_ability_are_two_abilities() -> None:
    """702.140e: 'A mutated permanent has all abilities of each card': a Dreamtail Heron mutated under another
    has its 'whenever this creature mutates, draw a card' twice, and both trigger (603.2)."""
    _scenario("two herons", """
  P1:
    battlefield: [{card: Dreamtail Heron, label: h}, {card: Island, count: 4}]
    hand: [Dreamtail Heron]
    library: [Island, Island, Island]
script:
  - {P1: cast, card: Dreamtail Heron, kicker: mutate, targets: [h]}
  - resolve: 1
  - {P1: choose, option: under}
  - check:
    - {stack: {size: 2}}
  - resolve: all
expect:
  - {zone: P1.hand, count: 2}
""")


def test_707_10_a_copy_of_a_mutating_spell_merges_as_a_token() -> None:
    """707.10, 608.3f: a copy of a mutating creature spell (Lithoform Engine; its ruling: 'If a permanent spell is
    copied, new targets can't be chosen for it, if it has any (perhaps because it's an Aura or a mutating creature
    spell).') merges with the same target as a token: put on top, the merged creature is a token (730.2d). Each
    merge triggers the 'mutates' abilities the creature has then: one draw, then two."""
    _scenario("copied mutating spell", """
  P1:
    battlefield: [Lithoform Engine, {card: Grizzly Bears, label: bears}, {card: Forest, count: 3},
                  {card: Island, count: 5}]
    hand: [Dreamtail Heron]
    library: [Island, Island, Island]
script:
  - {P1: cast, card: Dreamtail Heron, kicker: mutate, targets: [bears], pay: [Island, Forest, Forest, Forest]}
  - {P1: activate, card: Lithoform Engine, ability: 3, targets: [stack:top]}
  - resolve: 1
  - resolve: 1
  - {P1: choose, option: over}
  - check:
    - {object: bears, name: Dreamtail Heron, token: true}
  - resolve: 1
  - resolve: 1
  - {P1: choose, option: under}
  - resolve: all
expect:
  - {object: bears, name: Dreamtail Heron, token: true, abilities: [Flying]}
  - {zone: P1.hand, count: 3}
""")


def test_730_3c_a_dies_trigger_that_returns_it_returns_each_card() -> None:
    """730.3c, as Luminous Broodmoth's ruling says it: 'If a merged creature dies and that creature didn't have
    flying, each card that was part of that merged creature is returned to the battlefield. Each one has a flying
    counter on it.' Persist (702.79a) of a Kitchen Finks under Gemrazer returns both cards, each with a -1/-1
    counter, each its own creature."""
    _scenario("persist", """
  P1:
    battlefield: [{card: Kitchen Finks, label: finks}, {card: Forest, count: 3}, {card: Swamp, count: 3}]
    hand: [Gemrazer, Murder]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [finks]}
  - resolve: 1
  - {P1: choose, option: over}
  - {P1: cast, card: Murder, targets: [finks]}
  - resolve: all
expect:
  - {zone: P1.battlefield, count: {Gemrazer: 1, Kitchen Finks: 1}}
  - {object: Gemrazer, counters: {-1/-1: 1}, power: 3}
  - {object: Kitchen Finks, counters: {-1/-1: 1}, power: 2}
  - {zone: P1.graveyard, contains: [Murder], count: 1}
""")
