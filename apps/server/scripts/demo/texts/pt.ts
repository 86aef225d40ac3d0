import type { LanguageTexts } from '../compose';
import { lines } from './lines';

export const pt: LanguageTexts = {
  posts: lines(`
    Hoje acordei com saudade da praia. Amanhã vou cedo, antes do trabalho.
    Fiz pão de queijo pela primeira vez e acabou em dez minutos. Sucesso absoluto. 🧀
    Alguém conhece uma boa livraria usada no centro?
    O céu hoje estava cor de laranja e a cidade inteira parou para olhar.
    Minha avó completou 88 anos e dançou forró a noite toda. Quero ser assim.
    Primeiro dia no emprego novo. Todo mundo é simpático e eu não decorei nenhum nome.
    Chuva, café passado e um livro bom. Domingo resolvido.
    Meu gato descobriu como abrir a porta do armário. Não há mais segredos nesta casa.
    Corri meus primeiros cinco quilômetros hoje! Devagar, mas sem parar. 🏃
    A feira de sábado tem as melhores mangas do mundo e eu não aceito discussão.
    Voltei à cidade onde cresci e a padaria da esquina continua igual. O mesmo senhor no balcão.
    (m) Hoje faz um ano que deixei de fumar. Obrigado a quem teve paciência comigo.
    Tem coisa melhor do que lençol limpo depois de uma semana longa?
    Aprendi a tocar a minha primeira música inteira no violão. Os vizinhos aplaudiram. Acho.
    Meu filho perguntou por que o mar é salgado. Passamos a tarde na biblioteca descobrindo.
    O pôr do sol no Guaíba hoje estava de outro mundo.
    Às vezes a coisa mais corajosa é pedir ajuda. Hoje pedi.
    Plantei um pé de limão na varanda. Daqui a uns anos, limonada para todos.
    Feijoada de sábado com a família toda reunida. Faltou cadeira, sobrou conversa.
    Terminei a faculdade! Cinco anos, muito café e uma família que nunca desistiu de mim. 🎓
    A vizinha do lado canta samba enquanto cozinha. É a minha rádio favorita.
    Caminhei pela orla ao amanhecer e só havia pescadores e gaivotas.
  `),
  comments: lines(`
    Que lindo!
    Parabéns, você merece demais!
    Me identifiquei muito com isso.
    Um abraço apertado daí.
    Onde é isso? Quero ir também.
    Passa a receita, por favor!
    Isso me fez sorrir hoje.
    Que orgulho!
    Verdade pura.
    Força, você consegue.
    Adorei a história.
    Fiquei com fome agora.
    Valeu por compartilhar isso.
    Que saudade me deu.
    Que dia perfeito.
    Eu precisava ler isso hoje.
    Quero a parte dois!
    Morri de rir aqui.
  `),
  confessions: lines(`
    Ninguém na minha família sabe que larguei o curso. Estou juntando dinheiro para recomeçar.
    (m) Tenho me sentido sozinho desde a mudança. Escrever aqui já ajuda um pouco.
  `),
  replies: lines(`
    Valeu demais, de coração!
    Haha, foi exatamente o que eu pensei.
    Te mando a receita depois.
    Fica perto da praça, do lado da igreja.
    Da próxima vez você vem junto!
    Você tem toda a razão.
    Prometo contar tudo depois.
    Foi difícil, mas valeu a pena.
    Foi isso que eu disse pra minha mãe.
    Então até sábado!
    Fico muito feliz em ler isso.
    Te conto como foi a segunda tentativa.
  `),
};
