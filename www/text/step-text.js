// Technique names, help paragraphs and step sentences in English and 中文, built from a step's
// structured fields (its `roles`, what each part of its pattern is, and its placements,
// eliminations, cells, candidates, units, links) — never from the engine's English `text`, which
// is only the fallback for a technique this module does not know.
//
// Cells are named r#c# in English and R#C# in 中文 (the notation of Chinese sudoku forums and
// tutorials); units are "row 3" / "第3行", "column 4" / "第4列", "box 5" / "第5宫".
// Pure: no DOM (the grid's geometry comes from model/geometry.js), so it runs in Node too.
import { arePeers, boxOf, colOf, rowOf, unitKind } from '../model/geometry.js';
import { chains } from './steps/chains.js';

/** Each technique: its engine name, its 中文 name, and a help paragraph in each language. */
const TABLE = [
  ['Full House', '唯一空格',
    'When a row, column or box has one empty cell left, that cell takes the one digit the unit is still missing.',
    '某行、某列或某宫只剩一个空格时，这一格必须填入该单元还缺少的那个数字。'],
  ['Hidden Single', '隐性唯一',
    'When a digit has only one possible place left in a row, column or box, it must go there, whatever else that cell could hold: every other cell of the unit is filled or sees the digit already.',
    '某个数字在一行、一列或一宫中只剩一个可填的位置时，它必须填在那里（其余的格已填数，或与该数字同行、同列、同宫而被排除）。这就是排除法。'],
  ['Pointing', '宫区块',
    'If all the candidates of a digit in a box lie in one row (or column), the box’s copy of that digit is in that line, so the other cells of the line, outside the box, cannot hold it.',
    '某宫内某数字的候选都在同一行（或同一列）时，该宫的这个数字必在这一行（列）上，因此这一行（列）在宫外的格都不能再是这个数字。'],
  ['Claiming', '行列区块',
    'If all the candidates of a digit in a row or column lie in one box, the line’s copy of that digit is inside that box, so the box’s other cells cannot hold it.',
    '某行（或某列）中某数字的候选都在同一宫内时，这一行（列）的该数字必在这个宫里，因此该宫其余的格都不能再是这个数字。'],
  ['Hidden Pair', '隐性数对',
    'When two digits can go only in the same two cells of a unit, those two cells must hold these two digits, so every other candidate in them can be removed.',
    '同一单元中两个数字都只能填在相同的两格时，这两格必然是这两个数字，因此可以删去这两格中的其他候选数。'],
  ['Naked Single', '唯一余数',
    'When every digit but one is ruled out of a cell by its row, column and box (or by earlier steps), the cell must take the one candidate left.',
    '某格所在的行、列、宫（或之前的推理）排除了其他所有数字，只剩一个候选数时，这一格就填这个数字。'],
  ['Hidden Triple', '隐性三数组',
    'When three digits can go only in the same three cells of a unit, those cells hold exactly these digits, so their other candidates can be removed.',
    '同一单元中三个数字都只能填在相同的三格中时，这三格必然是这三个数字，因此可以删去这三格中的其他候选数。'],
  ['Naked Pair', '显性数对',
    'Two cells of a unit whose only candidates are the same two digits must take those two digits between them, so no other cell of the unit can hold either.',
    '同一单元中两格的候选数都只有相同的两个数字时，这两个数字必然分别填在这两格中，因此该单元的其他格可以删去这两个数字。'],
  ['X-Wing', 'X翼',
    'When a digit can go in only two cells in each of two rows, and those cells lie in the same two columns, the two rows put the digit in those columns, one each. So the rest of both columns loses the digit (and likewise with rows and columns swapped).',
    '某数字在两行中都只有两个位置，且这些位置恰好在相同的两列上时，这两行的该数字必然分别占据这两列，因此这两列其他格中的该数字都可以删去（行列互换亦然）。也叫二阶鱼。'],
  ['Naked Triple', '显性三数组',
    'Three cells of a unit whose candidates together are only three digits must hold exactly those digits (a cell need not have all three), so the rest of the unit loses them.',
    '同一单元中三格的候选数合起来只有三个数字时（每格不必三个都有），这三个数字必然填在这三格中，因此该单元其他格删去这三个数字。'],
  ['Swordfish', '剑鱼',
    'An X-Wing with three lines: a digit’s places in three rows all lie in the same three columns. The three rows fill those columns with the digit, so the other cells of the columns lose it (or rows and columns swapped).',
    '三行版的X翼：某数字在三行中的位置都落在相同的三列里，这三行的该数字必然占满这三列，因此这三列其他格删去该数字（行列互换亦然）。也叫三阶鱼。'],
  ['Skyscraper', '摩天楼',
    'Two rows (or columns) each hold a digit in only two places, and one end of each lines up in the same column (row). Those two ends see each other, so they cannot both hold the digit: one of the other two ends does, and any cell that sees both of them loses it.',
    '两行（或两列）中某数字都只有两个位置，且各有一端落在同一列（行）上。这两端互相看到，不能都是该数字，所以另外两端至少有一个是它，同时看到这两端的格删去该数字。'],
  ['2-String Kite', '双线风筝',
    'A row and a column each hold a digit in only two places, and one end of each lies in the same box. Those two ends cannot both hold the digit, so one of the two far ends does, and a cell that sees both far ends loses it.',
    '一行和一列中某数字都只有两个位置，且各有一端在同一宫内。这两端不能都是该数字，所以两个远端至少有一个是它，同时看到两个远端的格删去该数字。'],
  ['Turbot Fish', '多宝鱼',
    'Two strong links on one digit (units where it has only two places) joined by a weak link (two cells that see each other). One of the chain’s two ends must hold the digit, so a cell that sees both ends cannot. The Skyscraper and the 2-String Kite are special cases.',
    '同一数字的两条强链（该数字在某单元中只有两个位置）由一条弱链（两格互相看到）相连。链的两端至少有一个是该数字，所以同时看到两端的格不能是它。摩天楼和双线风筝都是它的特例。'],
  ['Empty Rectangle', '空矩形',
    'In a box, a digit’s candidates all lie in one row and one column of the box. A strong link in a line crossing that row or column then forces the digit either to its far end or into the box’s other line, and a cell that sees both loses it.',
    '某宫中某数字的候选全部位于该宫的某一行和某一列上。再配合一条与其中一线相交的强链：要么强链另一端是该数字，要么宫内的该数字落在另一条线上，同时看到两者的格删去该数字。'],
  ['XY-Wing', 'XY翼',
    'A pivot cell with candidates XY sees two pincer cells with XZ and YZ. Whichever digit the pivot takes, one pincer must be Z, so a cell that sees both pincers cannot be Z.',
    '枢纽格的候选数为XY，它看到两个钳子格XZ和YZ。无论枢纽填哪个数，总有一个钳子格是Z，所以同时看到两个钳子的格不能是Z。'],
  ['XYZ-Wing', 'XYZ翼',
    'A pivot cell with candidates XYZ sees pincers XZ and YZ. Whatever the pivot takes, Z ends up in the pivot or in a pincer, so a cell that sees all three cannot be Z.',
    '枢纽格的候选数为XYZ，它看到钳子格XZ和YZ。无论枢纽填什么，Z总会在枢纽或某个钳子中，所以同时看到这三格的格不能是Z。'],
  ['Unique Rectangle Type 1', '唯一矩形（类型1）',
    'Four cells in two rows, two columns and two boxes that could hold only the same two digits would let those digits swap, giving two solutions (a deadly pattern). A proper puzzle has one solution, so when only one corner has other candidates, that corner cannot take either of the two digits.',
    '位于两行、两列、两宫的四格若只能填相同的两个数字，这两个数字可以互换，题目就会有两个解（致命结构）。正规题目只有唯一解，所以当只有一个角还有其他候选数时，这个角不能是这两个数字。'],
  ['Unique Rectangle Type 2', '唯一矩形（类型2）',
    'Two corners of a would-be deadly rectangle share one extra candidate. One of them must take it to avoid two solutions, so every cell that sees both loses that digit.',
    '唯一矩形中有两个角带有同一个额外候选数。为避免出现两个解，这两格之一必须是它，因此同时看到这两格的格删去这个数字。'],
  ['Unique Rectangle Type 3', '唯一矩形（类型3）',
    'Two corners of a would-be deadly rectangle have extra candidates; one of those extra digits must be true, so together they act like one cell that forms a naked subset with other cells of a shared unit, clearing those digits from the rest of the unit.',
    '唯一矩形中两个角带有额外候选数，其中必有一个为真，所以它们合起来就像一个格，和同一单元中的其他格组成显性数组，从而删去该单元其余格中的这些数字。'],
  ['Unique Rectangle Type 4', '唯一矩形（类型4）',
    'In a unit holding two corners of a would-be deadly rectangle, one of the rectangle’s digits can go only in those corners. The other digit would then complete the deadly pattern, so it is removed from both corners.',
    '在包含唯一矩形两个角的单元中，矩形的一个数字只能填在这两个角里，于是另一个数字若再出现在这两角就会形成致命结构，因此从这两个角中删去另一个数字。'],
  ['Hidden Unique Rectangle', '隐性唯一矩形',
    'A rectangle whose strong links on one of its two digits would force the deadly pattern unless a corner avoids the other digit, so that digit is removed from that corner.',
    '利用矩形中某数字的强链：若某个角是另一个数字就会形成致命结构，因此从这个角删去该数字。'],
  ['Unique Loop', '唯一环',
    'The unique rectangle idea on a longer loop: cells holding the same two digits, each row, column and box of the loop holding two of its cells. If nothing else were left, the digits could swap, so the loop’s extra candidates cannot all vanish.',
    '唯一矩形的推广：一串候选数都含相同两个数字的格组成闭环，环经过的每行、每列、每宫中恰有环上两格。若只剩这两个数字，它们可以互换（两个解），所以环上的额外候选数不能全部消失。'],
  ['Naked Quad', '显性四数组',
    'Four cells of a unit whose candidates together are only four digits must hold exactly those digits, so the rest of the unit loses them.',
    '同一单元中四格的候选数合起来只有四个数字时，这四个数字必然填在这四格中，因此该单元其他格删去这四个数字。'],
  ['Jellyfish', '水母',
    'The four-line fish: a digit’s places in four rows all lie in the same four columns, so the rest of those columns loses the digit (or rows and columns swapped).',
    '四行版的鱼：某数字在四行中的位置都落在相同的四列里，因此这四列其他格删去该数字（行列互换亦然）。也叫四阶鱼。'],
  ['Hidden Quad', '隐性四数组',
    'When four digits can go only in the same four cells of a unit, those cells hold exactly these digits, so their other candidates can be removed.',
    '同一单元中四个数字都只能填在相同的四格中时，这四格必然是这四个数字，因此可以删去这四格中的其他候选数。'],
  ['3 Skyscrapers', '三链摩天楼',
    'Three strong links on one digit in parallel rows (or columns), joined end to end by weak links. One of the chain’s two free ends holds the digit, so a cell that sees both ends loses it.',
    '同一数字在三条平行的行（或列）中的强链，首尾用弱链相连。链两端的格至少有一个是该数字，同时看到两端的格删去它。'],
  ['3-Turbot Fish', '三链多宝鱼',
    'Three strong links on one digit, some of them in boxes, joined end to end by weak links. One of the chain’s two ends holds the digit, so a cell that sees both ends loses it.',
    '同一数字的三条强链（其中有宫内的强链），首尾用弱链相连。链两端至少有一个是该数字，同时看到两端的格删去它。'],
  ['3-String Kite', '三线风筝',
    'Three strong links on one digit in rows and columns, joined end to end by weak links. One of the chain’s two ends holds the digit, so a cell that sees both ends loses it.',
    '同一数字在行与列中的三条强链，首尾用弱链相连。链两端至少有一个是该数字，同时看到两端的格删去它。'],
  ['3 Strong Links with Empty Rectangle', '含空矩形的三强链',
    'Three strong links on one digit joined by weak links, one of them through an empty rectangle (a box whose candidates lie in one row and one column). One end of the chain holds the digit, so a cell that sees both ends loses it.',
    '同一数字的三条强链用弱链相连，其中一条经过空矩形（宫内候选只在一行一列上）。链两端至少有一个是该数字，同时看到两端的格删去它。'],
  ['WXYZ-Wing', 'WXYZ翼',
    'Three cells that hold only four digits between them (an almost locked set) and a two-candidate cell sharing a digit X with them, every X of the set seeing that cell. Then another shared digit Z must be in the set or the cell, so a cell that sees all their Zs loses Z.',
    '三格合起来只有四个候选数（待定数组），再加一个双值格，与数组共有数字X且数组中所有X都看到它。于是另一个共有数字Z必在数组或双值格中，看到所有这些Z的格删去Z。'],
  ['BUG+1', 'BUG+1（全双值坟墓+1）',
    'If every unsolved cell had two candidates and every digit two places in each unit, the position would have two solutions (a bivalue universal grave). When one cell has a third candidate, that cell must take the digit that would otherwise break the pattern.',
    '若所有未解格都只有两个候选数，且每个数字在每个单元中都恰有两个位置，盘面会有两个解（全双值坟墓）。当只有一格多出一个候选数时，这一格必须填那个多出来的数字。'],
  ['Bivalue Universal Grave', '全双值坟墓（BUG）',
    'When a few cells keep the position from being a bivalue universal grave (which would have two solutions), at least one of their extra candidates is true; whatever follows from each of them holds.',
    '当少数几格让盘面不成为全双值坟墓（那样会有两个解）时，这些格的额外候选数至少有一个为真；由每一种情况都能推出的结论必然成立。'],
  ['VWXYZ-Wing', 'VWXYZ翼',
    'The WXYZ-Wing with a four-cell almost locked set (five digits in four cells) and a two-candidate cell: a digit they share is in one of them, so cells that see all its places lose it.',
    'WXYZ翼的扩展：四格五数的待定数组加一个双值格，它们共有的某个数字必在其中，看到这些位置的格删去该数字。'],
  ['Aligned Pair Exclusion', '数对排除',
    'Two cells that see each other cannot take the same digit, and cannot take a pair of digits that would leave a cell seeing both with no candidate. Digits of the two cells that fit no allowed pair are removed.',
    '两个互相看到的格不能填相同的数字，也不能填会让同时看到它们的某格失去所有候选数的数对。在所有允许的组合中都用不到的数字可以删去。'],
  ['X-Cycle', 'X环',
    'A closed loop on one digit, alternating strong links (one of two places holds it) and weak links (two cells that see each other). In such a loop every weak link is strong too, so the other cells of each weak link’s unit lose the digit.',
    '同一数字的强弱交替闭环。在这样的环中每条弱链也都成为强链，因此每条弱链所在单元的其他格删去该数字。'],
  ['Bidirectional Cycle', '双向环',
    'A closed loop of alternating strong and weak links through cells and units, as Sudoku Explainer finds it. The loop holds in both directions, so every candidate that sees both ends of one of its weak links is removed.',
    '由单元格内和单元内的强弱链交替组成的闭环。环在两个方向上都成立，因此看到某条弱链两端的候选数都可以删去。'],
  ['Forcing X-Chain', 'X强制链',
    'Assume a candidate false (or true) and follow one digit’s strong and weak links. If the chain comes back to prove the opposite of the assumption, the assumption was wrong.',
    '假设某个候选数为假（或为真），沿着同一数字的强弱链推下去。如果链最终推出与假设相反的结论，假设就不成立。'],
  ['Finned X-Wing', '带鳍X翼',
    'An X-Wing with extra candidates (the fin) in one box. Either a fin holds the digit, or the X-Wing without the fin is complete. The cells the X-Wing would clear that also share the fin’s box lose the digit in both cases.',
    '带有鱼鳍（同一宫内多出的候选）的X翼。要么鱼鳍是该数字，要么去掉鱼鳍后X翼成立；X翼要删除的格中与鱼鳍同宫的格，在两种情况下都不能是该数字。'],
  ['Finned Swordfish', '带鳍剑鱼',
    'A Swordfish with extra candidates (the fin) in one box. Either a fin holds the digit or the Swordfish is complete, so the cells it would clear that share the fin’s box lose the digit.',
    '带有鱼鳍的剑鱼。要么鱼鳍是该数字，要么剑鱼成立，所以剑鱼要删除的格中与鱼鳍同宫的格删去该数字。'],
  ['Finned Jellyfish', '带鳍水母',
    'A Jellyfish with extra candidates (the fin) in one box. Either a fin holds the digit or the Jellyfish is complete, so the cells it would clear that share the fin’s box lose the digit.',
    '带有鱼鳍的水母。要么鱼鳍是该数字，要么水母成立，所以水母要删除的格中与鱼鳍同宫的格删去该数字。'],
  ['Sashimi X-Wing', '退化X翼',
    'A finned X-Wing in which a base line keeps only one corner besides the fin, so the fish is incomplete without the fin. The reasoning is the same: the cells it would clear that share the fin’s box lose the digit.',
    '一种带鳍X翼：某条底线除鱼鳍外只剩一个角，去掉鱼鳍后鱼并不完整（也叫刺身X翼）。推理相同：该鱼要删除的格中与鱼鳍同宫的格删去该数字。'],
  ['Sashimi Swordfish', '退化剑鱼',
    'A finned Swordfish in which a base line keeps only one place besides the fin. Either the fin or the fish holds the digit, so the cells it would clear that share the fin’s box lose it.',
    '一种带鳍剑鱼：某条底线除鱼鳍外只剩一个位置（也叫刺身剑鱼）。要么鱼鳍要么鱼成立，所以与鱼鳍同宫的被覆盖格删去该数字。'],
  ['Sashimi Jellyfish', '退化水母',
    'A finned Jellyfish in which a base line keeps only one place besides the fin. Either the fin or the fish holds the digit, so the cells it would clear that share the fin’s box lose it.',
    '一种带鳍水母：某条底线除鱼鳍外只剩一个位置（也叫刺身水母）。要么鱼鳍要么鱼成立，所以与鱼鳍同宫的被覆盖格删去该数字。'],
  ['Simple Colouring', '简单染色',
    'Follow one digit’s conjugate pairs (units where it has exactly two places) and colour the cells alternately: one colour holds the digit, the other does not. A cell that sees both colours loses the digit; if two cells of one colour see each other, that colour is false everywhere.',
    '沿着某数字的共轭对（在某单元中只有两个位置）交替给格子染两种颜色：一种颜色全为该数字，另一种全不是。同时看到两种颜色的格删去该数字；若同色两格互相看到，这种颜色全部为假。'],
  ['X-Chain', 'X链',
    'A chain on one digit alternating strong links (one of two places holds it) and weak links (two cells that see each other), starting and ending with a strong link. One of its two ends holds the digit, so any cell that sees both ends loses it.',
    '同一数字的强弱交替链，以强链开始和结束。链的两端至少有一个是该数字，所以同时看到两端的格删去它。'],
  ['Forcing Chain', '强制链',
    'Assume a candidate false (or true) and follow strong and weak links through cells and units. If the chain comes back to prove the opposite of the assumption, the assumption was wrong.',
    '假设某个候选数为假（或为真），沿着格内和单元内的强弱链推下去。如果链最终推出与假设相反的结论，假设就不成立。'],
  ['XY-Chain', 'XY链',
    'A chain of two-candidate cells, each sharing a digit with the next one, which it sees. If the first cell is not X, the chain forces the last cell to be X, so one of the ends is X and any cell that sees both ends loses X.',
    '由双值格组成的链，相邻两格互相看到并共有一个数字。若第一格不是X，链会推出最后一格是X，所以两端至少有一个是X，同时看到两端的格删去X。'],
  ['Continuous Nice Loop', '连续环',
    'A closed loop of alternating strong and weak links using several digits. In such a loop every weak link is strong too: in a unit, the digit is in one of the two cells, so the rest of the unit loses it; in a cell, the cell holds one of the two digits, so its other candidates go.',
    '使用多个数字的强弱交替闭环。环中每条弱链也都成为强链：若弱链在单元内，该数字必在这两格之一，单元其余格删去它；若在格内，这一格必是这两个数字之一，删去其他候选数。'],
  ['Alternating Inference Chain', '交替推理链',
    'A chain of candidates alternating strong links (at least one of the two is true) and weak links (at most one is true), starting and ending with a strong link. At least one of its two end candidates is true, so any candidate that conflicts with both ends is removed.',
    '候选数之间强链（至少一个为真）与弱链（至多一个为真）交替组成的链，以强链开始和结束。两端的候选数至少有一个为真，因此与两端都冲突的候选数可以删去。也叫强弱链（AIC）。'],
  ['Grouped Alternating Inference Chain', '分组交替推理链',
    'An alternating inference chain in which a node may be a group: the places of one digit where a box meets a row or column, true if any of them is. One of the chain’s two ends is true, so a candidate that conflicts with both is removed.',
    '节点可以是“区块”（同一数字在宫与行列交叉处的几个位置，其中任一为真即为真）的交替推理链。两端至少有一个为真，与两端都冲突的候选数可以删去。'],
  ['W-Wing', 'W翼',
    'Two cells with the same two candidates XY that do not see each other, joined by a strong link on X (a unit whose only two places for X see one cell each). They cannot both be X, so one of them is Y, and a cell that sees both loses Y.',
    '两个候选数同为XY且互不相见的格，由X的一条强链相连（某单元中X只有两个位置，分别看到这两格）。这两格不能都是X，所以其中之一是Y，同时看到两格的格删去Y。'],
  ['ALS-XZ', '待定数组XZ（ALS-XZ）',
    'An almost locked set (ALS) is n cells of a unit holding n+1 digits: lose any one digit and the rest are locked in. Two ALS whose digit X sees each other everywhere cannot both hold X, so one of them is locked; a digit Z common to both is then in one of them, and cells that see all their Zs lose Z.',
    '待定数组（ALS）是同一单元中n格共有n+1个候选数：少掉任何一个数字，其余数字就被锁定。若两个待定数组中的数字X互相看到，它们不能都含X，所以其中一个被锁定；两者共有的数字Z必在其中之一，看到所有这些Z的格删去Z。'],
  ['ALS-XY-Wing', '待定数组XY翼（ALS-XY-Wing）',
    'Three almost locked sets: a pivot C linked to A by a restricted digit X and to B by a restricted digit Y. C cannot give up both, so A or B is locked, and a digit Z common to A and B is in one of them: cells that see all their Zs lose Z.',
    '三个待定数组：枢纽C与A以受限数字X相连，与B以受限数字Y相连。C不能同时放弃X和Y，所以A或B被锁定，A与B共有的数字Z必在其中之一，看到所有这些Z的格删去Z。'],
  ['Sue de Coq', 'SdC待定数组（Sue de Coq）',
    'Cells where a box meets a line hold two more digits than they have cells. Their digits split between an almost locked set in the rest of the line and one in the rest of the box, so every digit is locked: the line part’s digits leave the rest of the line and the box part’s digits leave the rest of the box.',
    '宫与行列交叉处的几格比格数多出两个候选数。这些数字分配给行列中另一个待定数组和宫中另一个待定数组后全部被锁定：行列部分的数字从该行列其余格删去，宫部分的数字从该宫其余格删去。'],
  ['Aligned Triple Exclusion', '三数排除',
    'Like aligned pair exclusion with three cells: combinations of digits for the three cells that repeat a digit in a unit or empty a cell seeing them are impossible, and digits that fit no allowed combination are removed.',
    '与数对排除类似，但针对三格：在某单元中重复数字、或让看到它们的格失去所有候选数的组合都不成立，不出现在任何允许组合中的数字可以删去。'],
  ['Nishio Forcing Chain', 'Nishio强制链',
    'Assume a digit in a cell and follow only that digit’s consequences. If this leaves some cell both holding and not holding the digit (or a unit with no place for it), the assumption was wrong.',
    '假设某格填某个数字，只沿着这个数字推导。如果推出矛盾（某格既是又不是该数字，或某单元没有位置放它），假设就不成立。'],
  ['Cell Forcing Chain', '单元格强制链',
    'Try each candidate of one cell in turn. If every one of them leads through chains to the same conclusion, the conclusion is true whatever the cell holds.',
    '依次假设某格的每个候选数。如果每一种情况都通过链推出同一个结论，那么无论这格填什么，结论都成立。'],
  ['Region Forcing Chain', '区域强制链',
    'Try each place of a digit in a row, column or box in turn. If every one of them leads through chains to the same conclusion, the conclusion is true wherever the digit goes.',
    '依次假设某数字在某行、列或宫中的每个位置。如果每一种情况都通过链推出同一个结论，那么无论该数字在哪里，结论都成立。'],
  ['Dynamic Forcing Chain', '动态强制链',
    'Forcing chains that remember everything implied along the way, so a later link may rely on candidates removed by earlier ones. A contradiction, or the same result from both choices (or every candidate), proves the conclusion.',
    '推导过程中记住已推出的一切，后面的链可以利用前面删去的候选数。推出矛盾，或者两种选择（或所有候选）都得到同一结果，就证明了结论。'],
  ['Dynamic Forcing Chain (+)', '动态强制链（+）',
    'Dynamic forcing chains that also apply simple techniques (intersections, hidden singles, subsets) inside the implications, which lets them see further.',
    '在推导中还会运用简单技巧（区块、隐性唯一、数组）的动态强制链，因此能推得更远。'],
  ['Nested Forcing Chain', '嵌套强制链',
    'Dynamic forcing chains whose implications may themselves rest on whole forcing chains run on the grid the assumption has left. The deeper the inner chains, the higher the rating (9.5 to about 11.9): the tool of the hardest puzzles known.',
    '推导中的某些结论本身要靠在假设后的盘面上另做一整条强制链才能得到的动态强制链。内层链越深，难度越高（约9.5到11.9），是已知最难谜题所用的手段。'],
];

/**
 * Every engine technique's English name, in the order of the engine's technique table
 * (src/logic/technique.rs, Sudoku Explainer's order: each at its lowest SE rating, the named
 * techniques SE lacks at the rating of the chain they stand for); tests/node/step-text.test.mjs
 * checks it against the table.
 */
export const TECHNIQUES = Object.freeze(TABLE.map(([name]) => name));

const ENTRIES = new Map(TABLE.map(([name, zh, summaryEn, summaryZh]) => [name, { zh, summaryEn, summaryZh }]));

const isChinese = (language) => String(language ?? '').toLowerCase().startsWith('zh');

/** The technique's name in the page's language ('en' or 'zh'); unknown names come back unchanged. */
export function techniqueName(technique, language) {
  const entry = ENTRIES.get(technique);
  return entry && isChinese(language) ? entry.zh : technique;
}

/** A short paragraph for the in-app help: what the technique is and why it works. Empty for an unknown name. */
export function techniqueSummary(technique, language) {
  const entry = ENTRIES.get(technique);
  if (!entry) return '';
  return isChinese(language) ? entry.summaryZh : entry.summaryEn;
}

/** A stable id slug for links from a hint to the help: 'X-Wing' -> 'x-wing', 'BUG+1' -> 'bug-plus-1'. */
export function techniqueAnchor(technique) {
  return String(technique)
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---- Geometry ----------------------------------------------------------------------------------

const kindOf = unitKind;
const sees = arePeers;
const unique = (items) => [...new Set(items)];
export const sortNumbers = (items) => [...items].sort((a, b) => a - b);

// ---- Words: how each language names cells, units, lists and conclusions ------------------------

/** Lists longer than this many cells are cut to their first SHOWN_CELLS and a count. */
const MAX_CELLS = 8;
const SHOWN_CELLS = 6;
/** Removals in more groups than this are cut to their first SHOWN_GROUPS and a count. */
const MAX_GROUPS = 4;
const SHOWN_GROUPS = 3;

const UNIT_KINDS_EN = [['row', 'rows'], ['column', 'columns'], ['box', 'boxes']];
const UNIT_KINDS_ZH = ['行', '列', '宫'];

export const EN = {
  cell: (cell) => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`,
  unit: (unit) => `${UNIT_KINDS_EN[kindOf(unit)][0]} ${(unit % 9) + 1}`,
  /** "rows 2 and 7", or "row 2, column 5 and box 3" for mixed kinds. */
  units(units) {
    const kinds = unique(units.map(kindOf));
    if (kinds.length === 1 && units.length > 1) {
      return `${UNIT_KINDS_EN[kinds[0]][1]} ${EN.list(units.map((u) => String((u % 9) + 1)))}`;
    }
    return EN.list(units.map(EN.unit));
  },
  list: (items, word = 'and') =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`,
  /** Alternatives: "r1c4, r1c5 or r1c6". */
  orList: (items) => EN.list(items, 'or'),
  /** "3", "3 and 7", "1, 5 and 8". */
  digits: (digits) => EN.list(sortNumbers(unique(digits)).map(String)),
  /** Cell names, cut to the first few and a count when long: "r1c1, r1c2 and r1c3". */
  cells: (cells, join = EN.list) => {
    const names = unique(cells).map(EN.cell);
    if (names.length <= MAX_CELLS) return join(names);
    return `${names.slice(0, SHOWN_CELLS).join(', ')} and ${names.length - SHOWN_CELLS} more cells`;
  },
  /** A set of cells and its digits, as a pattern lists them: "r1c1, r1c9 (1, 2, 5)". */
  set: (cells, digits) => `${EN.cells(cells, (names) => names.join(', '))} (${sortNumbers(unique(digits)).join(', ')})`,
  /** A placement: "r3c4 is 5". */
  placement: ([cell, digit]) => `${EN.cell(cell)} is ${digit}`,
  removals(eliminations) {
    const groups = removalGroups(eliminations);
    const phrases = groups.map(({ digits, cells }) => `${EN.digits(digits)} from ${EN.cells(cells)}`);
    if (phrases.length > MAX_GROUPS) {
      const hidden = groups.slice(SHOWN_GROUPS).reduce((n, g) => n + g.digits.length * g.cells.length, 0);
      return `remove ${phrases.slice(0, SHOWN_GROUPS).join('; ')}; and ${hidden} more candidates`;
    }
    // Groups that hold lists of their own are set apart with semicolons.
    return phrases.length > 2 || groups.some((g) => g.digits.length > 1 || g.cells.length > 1)
      ? `remove ${phrases.slice(0, -1).join('; ')}${phrases.length > 1 ? '; and ' : ''}${phrases[phrases.length - 1]}`
      : `remove ${EN.list(phrases)}`;
  },
  /** The step's result: "r3c4 is 5" / "remove 4 from r5c3 and r5c8". */
  outcome(step) {
    const parts = [];
    if (step.placements.length) parts.push(EN.list(step.placements.map(EN.placement)));
    if (step.eliminations.length) parts.push(EN.removals(step.eliminations));
    return parts.length ? parts.join(', and ') : 'nothing changes';
  },
  /** A candidate in a chain: "r1c8" when the chain has one digit, else "(2)r1c8"; a group "r1c46". */
  node(candidates, oneDigit) {
    const cells = candidates.map(([cell]) => cell);
    const place = groupName(cells, 'r', 'c');
    return oneDigit ? place : `(${candidates[0][1]})${place}`;
  },
  /** A candidate assumed true or false: "r2c4=5" / "r2c4≠5". */
  potential: ([cell, digit], on) => `${EN.cell(cell)}${on ? '=' : '≠'}${digit}`,
};

export const ZH = {
  cell: (cell) => `R${rowOf(cell) + 1}C${colOf(cell) + 1}`,
  unit: (unit) => `第${(unit % 9) + 1}${UNIT_KINDS_ZH[kindOf(unit)]}`,
  /** "第2、7行", or "第2行、第5列" for mixed kinds. */
  units(units) {
    const kinds = unique(units.map(kindOf));
    if (kinds.length === 1 && units.length > 1) {
      return `第${units.map((u) => (u % 9) + 1).join('、')}${UNIT_KINDS_ZH[kinds[0]]}`;
    }
    return units.map(ZH.unit).join('、');
  },
  digits: (digits) => sortNumbers(unique(digits)).join('、'),
  cells(cells) {
    const names = unique(cells).map(ZH.cell);
    if (names.length <= MAX_CELLS) return names.join('、');
    return `${names.slice(0, SHOWN_CELLS).join('、')}等${names.length}格`;
  },
  placement: ([cell, digit]) => `${ZH.cell(cell)}填${digit}`,
  set: (cells, digits) => `${ZH.cells(cells)}（${ZH.digits(digits)}）`,
  removals(eliminations) {
    const groups = removalGroups(eliminations);
    const phrases = groups.map(({ digits, cells }) => `${ZH.cells(cells)}中的${ZH.digits(digits)}`);
    if (phrases.length > MAX_GROUPS) {
      const hidden = groups.slice(SHOWN_GROUPS).reduce((n, g) => n + g.digits.length * g.cells.length, 0);
      return `删去${phrases.slice(0, SHOWN_GROUPS).join('；')}；另有${hidden}个候选数`;
    }
    const separator = groups.some((g) => g.digits.length > 1 || g.cells.length > 1) ? '；' : '，';
    return `删去${phrases.join(separator)}`;
  },
  outcome(step) {
    const parts = [];
    if (step.placements.length) parts.push(step.placements.map(ZH.placement).join('，'));
    if (step.eliminations.length) parts.push(ZH.removals(step.eliminations));
    return parts.length ? parts.join('，并') : '盘面没有变化';
  },
  node(candidates, oneDigit) {
    const cells = candidates.map(([cell]) => cell);
    const place = groupName(cells, 'R', 'C');
    return oneDigit ? place : `${place}(${candidates[0][1]})`;
  },
  potential: ([cell, digit], on) => `${ZH.cell(cell)}${on ? '=' : '≠'}${digit}`,
};

/** A group of cells in one line, written the short way chain notations use: r1c46, r46c2. */
function groupName(cells, r, c) {
  const rows = unique(cells.map(rowOf));
  const cols = unique(cells.map(colOf));
  const numbers = (items) => sortNumbers(items).map((n) => n + 1).join('');
  if (rows.length === 1) return `${r}${rows[0] + 1}${c}${numbers(cols)}`;
  if (cols.length === 1) return `${r}${numbers(rows)}${c}${cols[0] + 1}`;
  return cells.map((cell) => `${r}${rowOf(cell) + 1}${c}${colOf(cell) + 1}`).join(',');
}

/**
 * Eliminations as groups {digits, cells}: by digit ("4 from r5c3, r5c8") or by cell ("3 and 7
 * from r2c1"), whichever reads in fewer groups.
 */
function removalGroups(eliminations) {
  const group = (keyOf, valueOf) => {
    const map = new Map();
    for (const candidate of eliminations) {
      const key = keyOf(candidate);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(valueOf(candidate));
    }
    return [...map];
  };
  const byDigit = group(([, d]) => d, ([c]) => c).map(([digit, cells]) => ({ digits: [digit], cells }));
  const byCell = group(([c]) => c, ([, d]) => d).map(([cell, digits]) => ({ digits, cells: [cell] }));
  // Cells that lose the same digits read as one group: "3 and 7 from r2c1 and r2c5".
  const merged = [];
  for (const g of byCell) {
    const same = merged.find((m) => m.digits.join() === g.digits.join());
    if (same) same.cells.push(...g.cells);
    else merged.push({ digits: g.digits, cells: [...g.cells] });
  }
  return byDigit.length <= merged.length ? byDigit : merged;
}

// ---- What the fields say -----------------------------------------------------------------------

/** The step's fields with defaults, so a partial object (a Mistake, an old step) reads safely. */
function normalize(step) {
  const list = (value) => (Array.isArray(value) ? value : []);
  return {
    technique: String(step?.technique ?? ''),
    placements: list(step?.placements),
    eliminations: list(step?.eliminations),
    cells: list(step?.cells),
    candidates: list(step?.candidates),
    units: list(step?.units),
    links: list(step?.links).filter((l) => Array.isArray(l?.from) && Array.isArray(l?.to) && l.from.length && l.to.length),
    text: typeof step?.text === 'string' ? step.text : '',
    roles: step?.roles && typeof step.roles === 'object' ? step.roles : null,
  };
}

/**
 * The step's roles (what each part of its pattern is, as the engine names them), which must be
 * of `kind`; a step without them (from another engine version) throws, and gets its name and
 * result instead.
 */
export function rolesOf(step, kind) {
  if (step.roles?.kind !== kind) throw new Error(`${step.technique}: no ${kind} roles`);
  return step.roles;
}

/** The one digit of a single-digit pattern: its candidates', else its eliminations' or placements'. */
const patternDigit = (step) =>
  (step.candidates[0] ?? step.eliminations[0] ?? step.placements[0] ?? [0, 0])[1];
const candidateDigits = (step, cell) => step.candidates.filter(([c]) => c === cell).map(([, d]) => d);
const eliminationDigits = (step) => unique(step.eliminations.map(([, d]) => d));
export const eliminationCells = (step) => unique(step.eliminations.map(([c]) => c));

// ---- The sentences, one builder per family -----------------------------------------------------

/** Full House: roles {cell, digit, unit}. */
function fullHouse(step, W) {
  const { cell, digit, unit } = rolesOf(step, 'single');
  if (W === ZH) return `唯一空格：${ZH.cell(cell)}是${ZH.unit(unit)}中唯一的空格，填入该单元缺少的数字${digit}。`;
  return `Full House: ${EN.cell(cell)} is the last empty cell of ${EN.unit(unit)}, so it takes the one digit missing there, ${digit}.`;
}

/** Hidden Single: roles {cell, digit, unit}. */
function hiddenSingle(step, W) {
  const { cell, digit, unit } = rolesOf(step, 'single');
  if (W === ZH) {
    return `隐性唯一：${ZH.unit(unit)}中数字${digit}只能填在${ZH.cell(cell)}（其余的格已填数或不能是${digit}），所以${ZH.cell(cell)}填${digit}。`;
  }
  return `Hidden Single: in ${EN.unit(unit)}, ${digit} can only go in ${EN.cell(cell)} (the ${UNIT_KINDS_EN[kindOf(unit)][0]}’s other cells are filled or cannot hold it), so ${EN.cell(cell)} is ${digit}.`;
}

/** Naked Single: roles {cell, digit}. */
function nakedSingle(step, W) {
  const { cell, digit } = rolesOf(step, 'single');
  if (W === ZH) return `唯一余数：${ZH.cell(cell)}的其他数字都已排除，只剩候选数${digit}，所以${ZH.cell(cell)}填${digit}。`;
  return `Naked Single: every other digit is ruled out of ${EN.cell(cell)}, leaving only ${digit}, so ${EN.cell(cell)} is ${digit}.`;
}

/** Pointing and Claiming: roles {digit, base, cover, cells, single?} (single: the direct form's unit of the placement). */
function intersection(step, W) {
  const { digit, base, cover, cells, single } = rolesOf(step, 'intersection');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const placed = single === undefined ? undefined : step.placements[0];
  if (W === ZH) {
    const lead = `${name}：${ZH.unit(base)}中的${digit}只在${ZH.unit(cover)}上（${ZH.cells(cells)}），`;
    if (placed) {
      const [cell] = placed;
      return `${lead}所以${ZH.unit(cover)}的其余格不能是${digit}；于是${ZH.unit(single)}中${digit}只能填在${ZH.cell(cell)}，${ZH.cell(cell)}填${digit}。`;
    }
    return `${lead}所以${ZH.unit(cover)}的其余格不能是${digit}：${ZH.removals(step.eliminations)}。`;
  }
  const lead = `${name}: in ${EN.unit(base)}, ${digit} lies only in ${EN.unit(cover)} (${EN.cells(cells)}), so the rest of ${EN.unit(cover)} cannot hold ${digit}`;
  if (placed) {
    const [cell] = placed;
    return `${lead}; then in ${EN.unit(single)}, ${digit} can only go in ${EN.cell(cell)}, so ${EN.cell(cell)} is ${digit}.`;
  }
  return `${lead}: ${EN.removals(step.eliminations)}.`;
}

/** Naked pair, triple and quad: roles {unit, cells, digits}. */
function nakedSubset(step, W) {
  const { unit, cells, digits } = rolesOf(step, 'subset');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) {
    return `${name}：${ZH.unit(unit)}中${ZH.cells(cells)}只含${ZH.digits(digits)}，这些数字必在这${cells.length}格中，因此${ZH.unit(unit)}其他格不能再是它们：${ZH.removals(step.eliminations)}。`;
  }
  return `${name}: in ${EN.unit(unit)}, ${EN.cells(cells)} hold only ${EN.digits(digits)}, so those digits belong to these ${cells.length} cells and leave the rest of ${EN.unit(unit)}: ${EN.removals(step.eliminations)}.`;
}

/** Hidden pair, triple and quad: roles {unit, cells, digits}; with a placement, the direct form (the hidden single it leaves). */
function hiddenSubset(step, W) {
  const { unit, cells, digits } = rolesOf(step, 'subset');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const placed = step.placements[0];
  if (W === ZH) {
    const lead = `${name}：${ZH.unit(unit)}中${ZH.digits(digits)}只能填在${ZH.cells(cells)}，所以这些格不能是其他数字`;
    if (placed) return `${lead}；于是${ZH.unit(unit)}中${placed[1]}只能填在${ZH.cell(placed[0])}，${ZH.cell(placed[0])}填${placed[1]}。`;
    return `${lead}：${ZH.removals(step.eliminations)}。`;
  }
  const lead = `${name}: in ${EN.unit(unit)}, ${EN.digits(digits)} fit only ${EN.cells(cells)}, so those cells hold nothing else`;
  if (placed) return `${lead}; then in ${EN.unit(unit)}, ${placed[1]} can only go in ${EN.cell(placed[0])}, so ${EN.cell(placed[0])} is ${placed[1]}.`;
  return `${lead}: ${EN.removals(step.eliminations)}.`;
}

/** Basic, finned and sashimi fish: roles {digit, base, cover, fins}. */
function fish(step, W) {
  const { digit, base, cover, fins } = rolesOf(step, 'fish');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  if (W === ZH) {
    if (!fins.length) {
      return `${name}（数字${digit}）：${ZH.units(base)}中${digit}只能在${ZH.units(cover)}，因此删去${ZH.units(cover)}其他格中的${digit}：${ZH.cells(removed)}。`;
    }
    return `${name}（数字${digit}）：${ZH.units(base)}中${digit}除鱼鳍${ZH.cells(fins)}外只能在${ZH.units(cover)}。若鱼鳍不是${digit}，鱼成立；若鱼鳍是${digit}，它所在宫的其他格不能是${digit}。两种情况下，${ZH.units(cover)}中与鱼鳍同宫的格都不能是${digit}：${ZH.cells(removed)}。`;
  }
  if (!fins.length) {
    return `${name} on ${digit}: in ${EN.units(base)}, ${digit} can only go in ${EN.units(cover)}, so ${digit} is removed from the other cells of ${EN.units(cover)}: ${EN.cells(removed)}.`;
  }
  const finWord = fins.length === 1 ? 'the fin' : 'the fins';
  return `${name} on ${digit}: in ${EN.units(base)}, ${digit} can only go in ${EN.units(cover)}, apart from ${finWord} ${EN.cells(fins)}. If no fin is ${digit}, the fish holds; if one is, its box loses ${digit}. Either way the cells of ${EN.units(cover)} in the fin’s box lose ${digit}: ${EN.cells(removed)}.`;
}

/** Skyscraper, 2-String Kite, Turbot Fish: roles {digit, start, bridges, end, links (the two strong links' units), shared}. */
function twoStrongLinks(step, W) {
  const { digit, start, bridges: [bridge1, bridge2], end, links: [base, cover], shared } = rolesOf(step, 'two-strong-links');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  if (W === ZH) {
    return `${name}（数字${digit}）：${ZH.unit(base)}的${digit}在${ZH.cell(start)}或${ZH.cell(bridge1)}，${ZH.unit(cover)}的${digit}在${ZH.cell(bridge2)}或${ZH.cell(end)}；${ZH.cell(bridge1)}与${ZH.cell(bridge2)}同在${ZH.unit(shared)}，不能都是${digit}，所以${ZH.cell(start)}和${ZH.cell(end)}至少有一个是${digit}，同时看到两者的格删去${digit}：${ZH.cells(removed)}。`;
  }
  return `${name} on ${digit}: ${EN.unit(base)} has ${digit} only in ${EN.cell(start)} or ${EN.cell(bridge1)}, and ${EN.unit(cover)} only in ${EN.cell(bridge2)} or ${EN.cell(end)}. ${EN.cell(bridge1)} and ${EN.cell(bridge2)} share ${EN.unit(shared)}, so they are not both ${digit}: ${EN.cell(start)} or ${EN.cell(end)} is, and cells that see both lose ${digit}: ${EN.cells(removed)}.`;
}

/** Empty Rectangle: roles {digit, line, start, bridge, box, heart, shared}. */
function emptyRectangle(step, W) {
  const { digit, line, start, bridge, box, heart, shared } = rolesOf(step, 'empty-rectangle');
  const removed = eliminationCells(step);
  // The box's other line: the heart's column when the link meets the box along a row, else its row.
  const other = kindOf(shared) === 0 ? 9 + colOf(heart) : rowOf(heart);
  if (W === ZH) {
    const rect = `（${ZH.unit(rowOf(heart))}与${ZH.unit(9 + colOf(heart))}）`;
    const otherLine = ZH.unit(other);
    return `空矩形（数字${digit}）：${ZH.unit(box)}中的${digit}都在一行一列上${rect}。${ZH.unit(line)}的${digit}在${ZH.cell(start)}或${ZH.cell(bridge)}；若${ZH.cell(bridge)}是${digit}，${ZH.unit(shared)}在该宫内就没有${digit}，宫内的${digit}只能在${otherLine}上。所以${ZH.cell(start)}是${digit}，或者${otherLine}在该宫内有${digit}，同时看到两者的格删去${digit}：${ZH.cells(removed)}。`;
  }
  const rect = ` (${EN.unit(rowOf(heart))} and ${EN.unit(9 + colOf(heart))})`;
  const otherLine = EN.unit(other);
  return `Empty Rectangle on ${digit}: in ${EN.unit(box)}, ${digit} lies only in one row and one column${rect}. In ${EN.unit(line)}, ${digit} is in ${EN.cell(start)} or ${EN.cell(bridge)}; if ${EN.cell(bridge)} is ${digit}, ${EN.unit(shared)} has no ${digit} in the box, so the box’s ${digit} is in ${otherLine}. So ${EN.cell(start)} is ${digit} or ${otherLine} holds it in the box, and a cell that sees both loses ${digit}: ${EN.cells(removed)}.`;
}

/** Three strong links (3 Skyscrapers, 3-String Kite, 3-Turbot Fish, with an empty rectangle): roles {digit, chain (six cells), links (three units), joins}. */
function threeStrongLinks(step, W) {
  const { digit, chain, links } = rolesOf(step, 'three-strong-links');
  const [start, end] = [chain[0], chain[5]];
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  if (W === ZH) {
    return `${name}（数字${digit}）：${ZH.units(links)}中${digit}的三条强链首尾相连（相邻两端互相看到），所以链的两端${ZH.cell(start)}和${ZH.cell(end)}至少有一个是${digit}，同时看到两者的格删去${digit}：${ZH.cells(removed)}。`;
  }
  return `${name} on ${digit}: the strong links of ${digit} in ${EN.units(links)} join end to end (each join between cells that see each other), so ${digit} is in one of the chain’s ends, ${EN.cell(start)} or ${EN.cell(end)}, and cells that see both lose it: ${EN.cells(removed)}.`;
}

/** Simple Colouring: roles {digit, path (the coloured cells, each a conjugate pair with the next), wrap}. */
function simpleColouring(step, W) {
  const { digit, path, wrap } = rolesOf(step, 'colouring');
  const [first, last] = [path[0], path[path.length - 1]];
  const removed = eliminationCells(step);
  if (W === ZH) {
    if (wrap) {
      return `简单染色（数字${digit}）：沿${digit}的共轭对交替染色，${ZH.cell(first)}和${ZH.cell(last)}同色却互相看到，所以这种颜色不能是${digit}：${ZH.cells(removed)}删去${digit}。`;
    }
    return `简单染色（数字${digit}）：沿${digit}的共轭对交替染色，${ZH.cell(first)}和${ZH.cell(last)}颜色相反，其中必有一个是${digit}；${ZH.cells(removed)}同时看到两者，删去${digit}。`;
  }
  if (wrap) {
    return `Simple Colouring on ${digit}: colouring ${digit}’s conjugate pairs gives ${EN.cell(first)} and ${EN.cell(last)} the same colour, yet they see each other, so that colour is not ${digit}: remove it from ${EN.cells(removed)}.`;
  }
  return `Simple Colouring on ${digit}: along ${digit}’s conjugate pairs, ${EN.cell(first)} and ${EN.cell(last)} get opposite colours, so one of them is ${digit}; ${EN.cells(removed)} sees both and loses ${digit}.`;
}

/** XY-Wing and XYZ-Wing: roles {pivot, pivot_digits, pincers, digit}. */
function xyWing(step, W) {
  const { pivot, pivot_digits: pivotDigits, pincers, digit: z } = rolesOf(step, 'xy-wing');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  const xyz = step.technique === 'XYZ-Wing';
  if (W === ZH) {
    const pincerText = pincers.map((p) => `${ZH.cell(p)}（${ZH.digits(candidateDigits(step, p))}）`).join('、');
    const where = xyz ? `枢纽或钳子格中` : `某个钳子格中`;
    const seeing = xyz ? '三格' : '两个钳子';
    return `${name}：枢纽${ZH.cell(pivot)}的候选数是${ZH.digits(pivotDigits)}，钳子为${pincerText}。无论枢纽填哪个数，${z}都会出现在${where}，所以同时看到${seeing}的格删去${z}：${ZH.cells(removed)}。`;
  }
  const pincerText = pincers.map((p) => EN.set([p], candidateDigits(step, p))).join(' and ');
  const where = xyz ? 'the pivot or a pincer' : 'one of the pincers';
  const seeing = xyz ? 'all three' : 'both pincers';
  return `${name}: the pivot ${EN.set([pivot], pivotDigits)} sees the pincers ${pincerText}. Whichever digit the pivot takes, ${z} ends up in ${where}, so cells that see ${seeing} lose ${z}: ${EN.cells(removed)}.`;
}

/** WXYZ- and VWXYZ-Wing: roles {als, als_digits, bivalue, bivalue_digits, restricted, digit, both}. */
function alsWing(step, W) {
  const { als: set, als_digits: setDigits, bivalue, bivalue_digits: pair, restricted: x, digit: z, both } = rolesOf(step, 'als-wing');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) {
    const lead = `${name}：${ZH.set(set, setDigits)}是${set.length}格${set.length + 1}数的待定数组，${ZH.cell(bivalue)}是${ZH.digits(pair)}。`;
    if (!both) {
      return `${lead}数组中的${x}都看到${ZH.cell(bivalue)}：若它是${x}，数组被锁定而含${z}；否则它就是${z}。所以${z}必在这些格中，看到所有${z}的格删去它：${ZH.cells(eliminationCells(step))}。`;
    }
    return `${lead}两者由两个数字相连，所有数字都被锁定：${ZH.removals(step.eliminations)}。`;
  }
  const lead = `${name}: ${EN.set(set, setDigits)} is an almost locked set (${set.length} cells, ${set.length + 1} digits) and ${EN.cell(bivalue)} holds ${EN.digits(pair)}.`;
  if (!both) {
    return `${lead} Every ${x} of the set sees ${EN.cell(bivalue)}: if it is ${x}, the set is locked and holds ${z}; if not, it is ${z} itself. So ${z} is in one of these cells, and cells that see all of them lose it: ${EN.cells(eliminationCells(step))}.`;
  }
  return `${lead} Linked by two digits, every digit there is locked: ${EN.removals(step.eliminations)}.`;
}

/** W-Wing: roles {cells, digits, unit, link (the strong link's ends, each seeing one cell), linked, digit}. */
function wWing(step, W) {
  const { cells: [first, second], unit, link: [nearFirst, nearSecond], linked, digit: removedDigit } = rolesOf(step, 'w-wing');
  const removed = eliminationCells(step);
  if (W === ZH) {
    return `W翼：${ZH.cell(first)}和${ZH.cell(second)}都只含${ZH.digits([linked, removedDigit])}；${ZH.unit(unit)}中${linked}只在${ZH.cell(nearFirst)}或${ZH.cell(nearSecond)}，它们分别看到这两格，所以两格不能都是${linked}，其中之一是${removedDigit}，同时看到两格的格删去${removedDigit}：${ZH.cells(removed)}。`;
  }
  return `W-Wing: ${EN.cell(first)} and ${EN.cell(second)} both hold only ${EN.digits([linked, removedDigit])}. In ${EN.unit(unit)}, ${linked} is only in ${EN.cell(nearFirst)} or ${EN.cell(nearSecond)}, which see one each, so they are not both ${linked}: one of them is ${removedDigit}, and cells that see both lose it: ${EN.cells(removed)}.`;
}

/** Unique rectangles and loops: cells = the loop, candidates = its two digits in each cell. */
function uniqueness(step, W) {
  if (step.technique === 'Hidden Unique Rectangle' && step.links.length === 2) return hiddenRectangle(step, W);
  const pair = unique(step.candidates.map(([, d]) => d));
  const removedDigits = eliminationDigits(step);
  const removed = eliminationCells(step);
  const onLoop = removed.every((c) => step.cells.includes(c));
  const removesPair = removedDigits.every((d) => pair.includes(d));
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const loop = step.technique === 'Unique Loop';
  let reason;
  if (onLoop && removesPair && removed.length === 1) {
    // Type 1: the one cell with other candidates must take one of them.
    reason = W === ZH
      ? `唯一带有其他候选数的${ZH.cell(removed[0])}必须填其他数字`
      : `${EN.cell(removed[0])}, the only cell with other candidates, must take one of those`;
  } else if (onLoop && removesPair) {
    // Type 4: the other digit is locked into the two cells of a unit that have extra candidates.
    const locked = pair.find((d) => !removedDigits.includes(d));
    const unit = step.units[0];
    reason = W === ZH
      ? `${unit === undefined ? '' : ZH.unit(unit) + '中'}${locked}只能在${ZH.cells(removed)}，若它们再是${ZH.digits(removedDigits)}就会形成致命结构`
      : `${unit === undefined ? '' : `in ${EN.unit(unit)}, `}${locked} can only go in ${EN.cells(removed, EN.orList)}, and if either were also ${EN.digits(removedDigits)} the pattern would be complete`;
  } else if (step.units.length) {
    // Type 3: the extra candidates act as one cell in a naked subset of a shared unit.
    reason = W === ZH
      ? `带额外候选数的格合起来像一个格，与${ZH.unit(step.units[0])}中的其他格组成数组，这些数字从该单元其余格删去`
      : `their extra candidates act as one cell, which makes a naked subset with other cells of ${EN.unit(step.units[0])}; its digits leave the rest of ${EN.unit(step.units[0])}`;
  } else {
    // Type 2: the cells with extra candidates share one extra digit, which one of them must hold.
    reason = W === ZH
      ? `带额外候选数${ZH.digits(removedDigits)}的格中必有一个是${ZH.digits(removedDigits)}，同时看到它们的格不能是${ZH.digits(removedDigits)}`
      : `one of the cells with the extra candidate ${EN.digits(removedDigits)} must be ${EN.digits(removedDigits)}, and a cell that sees them all cannot`;
  }
  if (W === ZH) {
    const shape = loop ? '组成闭环' : '组成矩形';
    return `${name}：${ZH.cells(step.cells)}${shape}，若都只剩${ZH.digits(pair)}，两数可以互换，题目就有两个解。所以${reason}：${ZH.removals(step.eliminations)}。`;
  }
  const shape = loop ? 'a loop' : 'a rectangle';
  return `${name}: if ${EN.cells(step.cells)} (${shape}) held only ${EN.digits(pair)}, the two digits could swap, giving two solutions. So ${reason}: ${EN.removals(step.eliminations)}.`;
}

/** Hidden unique rectangle: cells = the rectangle, links = the linked digit's two strong links into
 * the far corner (from its row, then its column), units = that row and column. */
function hiddenRectangle(step, W) {
  const pair = unique(step.candidates.map(([, d]) => d));
  const [far, linked] = step.links[0].to[0];
  const sameLine = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b);
  const corner = step.cells.find((c) => !sameLine(c, far));
  const others = step.cells.filter((c) => c !== far && c !== corner);
  const removed = eliminationDigits(step)[0];
  const [row, column] = step.units;
  if (W === ZH) {
    return `隐性唯一矩形：${ZH.cells(step.cells)}都含${ZH.digits(pair)}，其中${ZH.cell(corner)}只有这两个数。${ZH.unit(row)}和${ZH.unit(column)}中${linked}只能在矩形里；若${ZH.cell(far)}是${removed}，${linked}就会填在${ZH.cells(others)}，${ZH.cell(corner)}是${removed}，两数可以互换，题目就有两个解。所以${ZH.removals(step.eliminations)}。`;
  }
  return `Hidden Unique Rectangle: ${EN.cells(step.cells)} all hold ${EN.digits(pair)}, and ${EN.cell(corner)} nothing else. In ${EN.unit(row)} and ${EN.unit(column)}, ${linked} can only go in the rectangle, so if ${EN.cell(far)} were ${removed}, ${linked} would fill ${EN.cells(others)}, ${EN.cell(corner)} would be ${removed}, and the two digits could swap: two solutions. So ${EN.removals(step.eliminations)}.`;
}

/** BUG+1 and BUG: cells = the cells outside the bivalue pattern, candidates = their extra digits. */
function bug(step, W) {
  const extraCells = unique(step.candidates.map(([c]) => c));
  const extras = extraCells.map((c) => `${W.cell(c)}${W === ZH ? '：' : ': '}${candidateDigits(step, c).join(W === ZH ? '、' : ', ')}`);
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (step.technique === 'BUG+1' && step.candidates.length) {
    const [cell, digit] = step.candidates[0];
    if (W === ZH) {
      return `${name}：除${ZH.cell(cell)}外所有未解格都只有两个候选数；若去掉它的${digit}，每个数字在每个单元中都恰有两个位置，会有两个解。所以${ZH.cell(cell)}必须是${digit}：${ZH.removals(step.eliminations)}。`;
    }
    return `${name}: every unsolved cell but ${EN.cell(cell)} has two candidates; without its ${digit}, every digit would have two places in each unit and the puzzle two solutions. So ${EN.cell(cell)} must be ${digit}: ${EN.removals(step.eliminations)}.`;
  }
  // With a unit: type 4 (two cells of the unit share a digit placed nowhere else there) when the
  // eliminations are in the cells themselves, else type 3 (a naked subset with the unit's cells).
  const unit = step.units[0];
  const inCells = step.eliminations.every(([c]) => extraCells.includes(c));
  if (W === ZH) {
    const why = unit === undefined
      ? '其中至少有一个成立'
      : inCells
        ? `其中至少有一个成立；这些格在${ZH.unit(unit)}中共有的另一个数字在该单元没有别的位置，所以每格不是额外数字就是那个数字`
        : `其中至少有一个成立，它们合起来像一个格，与${ZH.unit(unit)}中的其他格组成数组，这些数字从该单元其余格删去`;
    return `${name}：若没有这些额外候选数（${extras.join('；')}），所有格都只剩两个候选数、每个数字在每个单元中恰有两个位置，会有两个解。所以${why}${unit === undefined ? '，因此' : '：'}${ZH.outcome(step)}。`;
  }
  const why = unit === undefined
    ? 'At least one of them is true'
    : inCells
      ? `At least one of them is true, and the cells share another digit that has no other place in ${EN.unit(unit)}, so each cell is its extra digit or that one`
      : `At least one of them is true, so the extras act as one cell, which makes a naked subset with other cells of ${EN.unit(unit)}; its digits leave the rest of ${EN.unit(unit)}`;
  return `${name}: without the extra candidates (${extras.join('; ')}), every cell would hold two digits and every digit two places in each unit, which has two solutions. ${why}${unit === undefined ? ', so ' : ': '}${EN.outcome(step)}.`;
}

/** Aligned Pair and Triple Exclusion: roles {cells (the aligned cells), excluders}. */
function alignedExclusion(step, W) {
  const { cells: base, excluders } = rolesOf(step, 'exclusion');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) {
    return `${name}：检查${ZH.cells(base)}所有可能的数字组合：同一单元中不能重复，也不能让${ZH.cells(excluders)}中看到它们的格失去所有候选数。有的数字在任何允许的组合中都用不到：${ZH.removals(step.eliminations)}。`;
  }
  return `${name}: of all the ways to fill ${EN.cells(base)}, those that repeat a digit in a unit or leave one of ${EN.cells(excluders, EN.orList)} without a candidate are impossible, and some digits fit none of the others: ${EN.removals(step.eliminations)}.`;
}

/** ALS-XZ: roles {sets: [{unit, cells, digits}, ...], restricted}. */
function alsXz(step, W) {
  const { sets: [a, b], restricted } = rolesOf(step, 'als-xz');
  const zs = eliminationDigits(step);
  const set = (s) => W.set(s.cells, s.digits);
  if (W === ZH) {
    const why = restricted.length > 1
      ? `${ZH.digits(restricted)}都把两组相连（两组中的该数字互相看到），所以每组缺一个都会被锁定，两组的数字都锁在组内，看到某数字在两组中所有位置的格删去该数字`
      : `两组中的${restricted[0]}互相看到，只有一组能含${restricted[0]}，另一组被锁定，所以${ZH.digits(zs)}必在其中一组，看到这些位置的格删去它`;
    return `${techniqueName(step.technique, 'zh')}：${set(a)}与${set(b)}都是待定数组（n格含n+1个数）。${why}：${ZH.removals(step.eliminations)}。`;
  }
  const why = restricted.length > 1
    ? `Both ${EN.digits(restricted)} link them (each sees its copies in the other set), so each set is locked without one of them and all their digits stay inside the two sets: a cell that sees every place of a digit there loses it`
    : `Their ${restricted[0]}s all see each other, so only one set can hold ${restricted[0]} and the other is locked: ${EN.digits(zs)} is in one of them, so cells that see all those places lose it`;
  return `ALS-XZ: ${set(a)} and ${set(b)} are almost locked sets (n cells holding n+1 digits). ${why}: ${EN.removals(step.eliminations)}.`;
}

/** ALS-XY-Wing: roles {pivot, wings: [a, b], restricted: [x (pivot to a), y (pivot to b)]}. */
function alsXyWing(step, W) {
  const { pivot, wings: [a, b], restricted: [x, y] } = rolesOf(step, 'als-xy-wing');
  const zs = eliminationDigits(step);
  const set = (s) => W.set(s.cells, s.digits);
  if (W === ZH) {
    return `${techniqueName(step.technique, 'zh')}：枢纽${set(pivot)}与${set(a)}以${x}相连，与${set(b)}以${y}相连。枢纽不能同时放弃${x}和${y}，所以两翼之一被锁定，两翼共有的${ZH.digits(zs)}必在其中，看到这些位置的格删去它：${ZH.removals(step.eliminations)}。`;
  }
  return `ALS-XY-Wing: the pivot set ${set(pivot)} is linked to ${set(a)} by ${x} and to ${set(b)} by ${y}. It cannot give up both, so one wing is locked and ${EN.digits(zs)}, common to both wings, is in one of them: cells that see all those places lose it: ${EN.removals(step.eliminations)}.`;
}

/** Sue de Coq: roles {box, line, core, line_part, box_part}, each part {cells, digits}. */
function sueDeCoq(step, W) {
  const { box, line, core, line_part: lineSet, box_part: boxSet } = rolesOf(step, 'sue-de-coq');
  const set = (s) => W.set(s.cells, s.digits);
  if (W === ZH) {
    return `${techniqueName(step.technique, 'zh')}：${ZH.unit(box)}与${ZH.unit(line)}交叉处的${set(core)}，连同${ZH.unit(line)}中的${set(lineSet)}和${ZH.unit(box)}中的${set(boxSet)}，数字个数与格数相等，全部被锁定：${ZH.removals(step.eliminations)}。`;
  }
  return `Sue de Coq: where ${EN.unit(box)} meets ${EN.unit(line)}, ${set(core)} together with ${set(lineSet)} in the line and ${set(boxSet)} in the box hold as many digits as cells, so every digit is locked in them: ${EN.removals(step.eliminations)}.`;
}

/** A step of a technique without its own sentence: its name and result. */
function generic(step, W) {
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) return `${name}：因此${ZH.outcome(step)}。`;
  return `${name}: so ${EN.outcome(step)}.`;
}

/** A digit or candidate of the person's that contradicts the solution (the hint's "Mistake"). */
function mistake(step, W) {
  const cells = step.cells;
  if (W === ZH) {
    if (!cells.length) return '盘面上的数字已无解：请检查你填入的数字。';
    if (cells.length === 1) return `请检查${ZH.cell(cells[0])}：这一格的数字或候选数与答案矛盾（填错了数字，或删去了正确的候选数）。`;
    return `${ZH.cells(cells)}冲突：同一行、列或宫中出现了相同的数字。`;
  }
  if (!cells.length) return 'The digits on the board leave no solution: check your entries.';
  if (cells.length === 1) return `Check ${EN.cell(cells[0])}: what it holds contradicts the solution (a wrong digit, or the candidate that belongs there was removed).`;
  return `${EN.cells(cells)} clash: the same digit twice in a row, column or box.`;
}

const BUILDERS = new Map([
  ['Full House', fullHouse],
  ['Hidden Single', hiddenSingle],
  ['Naked Single', nakedSingle],
  ['Pointing', intersection],
  ['Claiming', intersection],
  ...['Naked Pair', 'Naked Triple', 'Naked Quad'].map((t) => [t, nakedSubset]),
  ...['Hidden Pair', 'Hidden Triple', 'Hidden Quad'].map((t) => [t, hiddenSubset]),
  ...['X-Wing', 'Swordfish', 'Jellyfish', 'Finned X-Wing', 'Finned Swordfish', 'Finned Jellyfish',
    'Sashimi X-Wing', 'Sashimi Swordfish', 'Sashimi Jellyfish'].map((t) => [t, fish]),
  ...['Skyscraper', '2-String Kite', 'Turbot Fish'].map((t) => [t, twoStrongLinks]),
  ['Empty Rectangle', emptyRectangle],
  ...['3 Skyscrapers', '3-String Kite', '3-Turbot Fish', '3 Strong Links with Empty Rectangle'].map((t) => [t, threeStrongLinks]),
  ['Simple Colouring', simpleColouring],
  ['XY-Wing', xyWing],
  ['XYZ-Wing', xyWing],
  ['WXYZ-Wing', alsWing],
  ['VWXYZ-Wing', alsWing],
  ['W-Wing', wWing],
  ...['Unique Rectangle Type 1', 'Unique Rectangle Type 2', 'Unique Rectangle Type 3', 'Unique Rectangle Type 4',
    'Hidden Unique Rectangle', 'Unique Loop'].map((t) => [t, uniqueness]),
  ['BUG+1', bug],
  ['Bivalue Universal Grave', bug],
  ['Aligned Pair Exclusion', alignedExclusion],
  ['Aligned Triple Exclusion', alignedExclusion],
  ...Object.entries(chains).map(([technique, { write }]) => [technique, write]),
  ['ALS-XZ', alsXz],
  ['ALS-XY-Wing', alsXyWing],
  ['Sue de Coq', sueDeCoq],
  ['Mistake', mistake],
]);

/**
 * One sentence (or two short ones) explaining a step, built from its structured fields, naming
 * cells r#c# (English) or R#C# (中文). An unknown technique falls back to the engine's `text`;
 * a step whose fields do not fit its technique's pattern gets its name and result.
 */
export function stepText(step, language) {
  const W = isChinese(language) ? ZH : EN;
  const fields = normalize(step);
  const build = BUILDERS.get(fields.technique);
  if (!build) return fields.text || (fields.technique ? generic(fields, W) : '');
  const needsResult = fields.technique !== 'Mistake';
  if (needsResult && !fields.placements.length && !fields.eliminations.length) return generic(fields, W);
  try {
    return build(fields, W);
  } catch {
    // Fields that do not fit the pattern (a step from another engine version): say what it does.
    return generic(fields, W);
  }
}

/**
 * An inner chain of a nested forcing chain (an entry of the step's `nested`) named by what it
 * proves: "r7c4≠4" (English) or "R7C4≠4" (中文).
 */
export function innerChainName(nested, language) {
  return (isChinese(language) ? ZH : EN).potential(nested.candidate, false);
}

// ---- Nudges: the technique and where to look, before the pattern or the move -------------------

/** Where a single-cell step's house is: the unit it names, else the cell's box. */
const singleArea = (step) => ({ units: [step.units[0] ?? 18 + boxOf(step.placements[0][0])] });

/**
 * Each family's area, from the step's fields: `units` (look at these), `lines` (a fish's base
 * kind: look along the rows or the columns), or `boxes` (the boxes the pattern lies in); `digit`
 * when the pattern is about one digit. Techniques not listed get the boxes of their pattern.
 */
const NUDGE_AREAS = new Map([
  ['Full House', singleArea],
  ['Hidden Single', singleArea],
  ['Naked Single', (step) => ({ units: [rowOf(step.placements[0][0])] })],
  ['Pointing', (step) => ({ units: [step.units[0]], digit: patternDigit(step) })],
  ['Claiming', (step) => ({ units: [step.units[0]], digit: patternDigit(step) })],
  ...['Naked Pair', 'Naked Triple', 'Naked Quad', 'Hidden Pair', 'Hidden Triple', 'Hidden Quad'].map((t) => [t, (step) => ({ units: [step.units[0]] })]),
  ...['X-Wing', 'Swordfish', 'Jellyfish', 'Finned X-Wing', 'Finned Swordfish', 'Finned Jellyfish',
    'Sashimi X-Wing', 'Sashimi Swordfish', 'Sashimi Jellyfish'].map((t) => [t, (step) => ({ lines: kindOf(step.units[0]), digit: patternDigit(step) })]),
]);

/** The boxes of the pattern's cells (its cells, candidates and links), and its digit when it has only one. */
function patternArea(step) {
  const nodes = [...step.candidates, ...step.links.flatMap((l) => [...l.from, ...l.to])];
  const cells = unique([...step.cells, ...nodes.map(([cell]) => cell)]);
  const digits = unique(nodes.map(([, digit]) => digit));
  const boxes = sortNumbers(unique(cells.map(boxOf)));
  return { boxes: boxes.length && boxes.length <= 4 ? boxes.map((b) => 18 + b) : [], digit: digits.length === 1 ? digits[0] : 0 };
}

/** "an X-Wing", "a Hidden Single", "a 2-String Kite"; names that read as plurals ("3 Skyscrapers") or mass nouns take none. */
function withArticle(name) {
  if (/^(Pointing|Claiming|Simple Colouring|\d )/.test(name)) return name;
  return /^([AEIOX]|U(?!ni))/.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * A nudge for `step`: its technique and where to look, naming no candidate to remove or place,
 * e.g. "Look for an X-Wing on 7 in the columns." / "Look at box 5 for a Hidden Single."
 */
export function stepNudge(step, language) {
  const fields = normalize(step);
  const zh = isChinese(language);
  const name = techniqueName(fields.technique, zh ? 'zh' : 'en');
  let area = { boxes: [] };
  try {
    area = (NUDGE_AREAS.get(fields.technique) ?? patternArea)(fields);
  } catch {
    // Fields that do not fit the family (a step from another engine version): the name alone.
  }
  const digit = area.digit || 0;
  if (zh) {
    const on = digit ? `（数字${digit}）` : '';
    if (area.units) return `请在${ZH.units(area.units)}中找${name}${on}。`;
    if (area.lines !== undefined) return `请沿各${UNIT_KINDS_ZH[area.lines]}找数字${digit}的${name}。`;
    if (area.boxes.length) return `请在${ZH.units(area.boxes)}一带找${name}${on}。`;
    return `请找${name}${on}。`;
  }
  const on = digit ? ` on ${digit}` : '';
  if (area.units) return `Look at ${EN.units(area.units)} for ${withArticle(name)}${on}.`;
  if (area.lines !== undefined) return `Look for ${withArticle(name)} on ${digit} in the ${UNIT_KINDS_EN[area.lines][1]}.`;
  if (area.boxes.length) return `Look for ${withArticle(name)}${on} in ${EN.units(area.boxes)}.`;
  return `Look for ${withArticle(name)}${on}.`;
}

/** A cell's and a unit's names in `language`, as the step sentences write them ("r3c4", "row 3" / "R3C4", "第3行"). */
export const placeNames = (language) => {
  const W = isChinese(language) ? ZH : EN;
  return { cell: W.cell, unit: W.unit };
};
